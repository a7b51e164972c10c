import type { SavedSearch } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Bookmark, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { NamedFormDialog } from '@/components/named-form-dialog';
import { Button } from '@/components/ui/button';
import { savedSearchesQuery, useDeleteSavedSearch, useSaveSearch } from './api';

/** "Save search": names the current query and filters. */
export function SaveSearchButton({ query }: { query: Record<string, string | number | string[]> }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const save = useSaveSearch();
  const submit = () =>
    save.mutate(
      { name: name.trim(), query },
      {
        onSuccess: () => {
          setOpen(false);
          setName('');
        },
      },
    );
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <Bookmark aria-hidden="true" /> Save search
      </Button>
      <NamedFormDialog
        open={open}
        onOpenChange={setOpen}
        title="Save search"
        description="Keeps the query and filters so you can run them again."
        name={name}
        onNameChange={setName}
        nameMaxLength={80}
        error={save.error}
        errorText="The search could not be saved"
        pending={save.isPending}
        onSubmit={submit}
      />
    </>
  );
}

/** The user's saved searches: apply one or delete it. */
export function SavedSearchList({ onApply }: { onApply: (saved: SavedSearch) => void }) {
  const saved = useQuery(savedSearchesQuery);
  const remove = useDeleteSavedSearch();
  return (
    <section aria-labelledby="saved-searches-title" className="grid gap-2">
      <h2 id="saved-searches-title" className="text-sm font-medium">
        Saved searches
      </h2>
      {saved.isError ? <p className="text-xs text-destructive">Saved searches could not be loaded.</p> : null}
      {saved.data && saved.data.length === 0 ? <p className="text-xs text-muted-foreground">None yet: use “Save search”.</p> : null}
      {saved.data && saved.data.length > 0 ? (
        <ul className="grid gap-1">
          {saved.data.map((s) => (
            <li key={s.id} className="flex items-center gap-1">
              <Button type="button" variant="ghost" size="sm" className="flex-1 justify-start truncate" onClick={() => onApply(s)}>
                {s.name}
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Delete saved search ${s.name}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(s.id)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
