import { can, type Note } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfirm } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth/use-auth';
import { RelativeTime } from '@/features/activity/relative-time';
import { useRole } from '@/features/org/use-current-org';
import { notesQuery, useNoteMutations, type NoteEntity } from './api';
import { NoteBody } from './mentions';
import { NoteComposer } from './note-composer';

export type NotesPanelProps = { entityType: NoteEntity; entityId: string };

/** Notes of a candidate, client or job: newest first, a composer with @mentions on top. */
export function NotesPanel({ entityType, entityId }: NotesPanelProps) {
  const notes = useQuery(notesQuery(entityType, entityId));
  const { add } = useNoteMutations(entityType, entityId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notes</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <NoteComposer pending={add.isPending} onSubmit={(body) => add.mutateAsync(body)} />
        {notes.isLoading ? <Skeleton className="h-16" /> : null}
        {notes.isError ? <p className="text-sm text-muted-foreground">Notes could not be loaded.</p> : null}
        {notes.data && notes.data.length === 0 ? <p className="text-sm text-muted-foreground">No notes yet.</p> : null}
        {notes.data && notes.data.length > 0 ? (
          <ul className="grid gap-3" aria-label="Notes">
            {notes.data.map((note) => (
              <NoteItem key={note.id} note={note} entityType={entityType} entityId={entityId} />
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}

function NoteItem({ note, entityType, entityId }: { note: Note; entityType: NoteEntity; entityId: string }) {
  const { user } = useAuth();
  const confirm = useConfirm();
  const { edit, remove } = useNoteMutations(entityType, entityId);
  const [editing, setEditing] = useState(false);
  const role = useRole();
  // The author changes a note; a manager (`notes:moderate`) may change anyone's, as the server allows.
  const canChange = Boolean(user && note.author?.id === user.id) || can(role, 'notes:moderate');
  return (
    <li className="rounded-md border p-3">
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>
          <span className="font-medium text-foreground">{note.author?.name ?? 'Someone'}</span> · <RelativeTime value={note.created_at} />
          {note.updated_at !== note.created_at ? ' · edited' : null}
        </span>
        {canChange && !editing ? (
          <span className="flex gap-1">
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)} aria-label={`Edit note from ${new Date(note.created_at).toLocaleString()}`}>
              Edit
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Delete note from ${new Date(note.created_at).toLocaleString()}`}
              onClick={async () => {
                if (await confirm({ title: 'Delete this note?', confirmText: 'Delete', destructive: true })) remove.mutate(note.id);
              }}
            >
              Delete
            </Button>
          </span>
        ) : null}
      </div>
      {editing ? (
        <NoteComposer
          label="Edit note"
          submitLabel="Save note"
          initial={note.body}
          pending={edit.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            await edit.mutateAsync({ id: note.id, body });
            setEditing(false);
          }}
        />
      ) : (
        <NoteBody body={note.body} />
      )}
    </li>
  );
}
