/** Notes on candidates, clients and jobs: plain text with `@[Name](user-id)` mentions of teammates. */
import { can, mentionedUserIds, type Note, type Role } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { logActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { notify } from '../notifications/notifications.service';
import { assertMembers, userRefs } from '../users/users.service';
import {
  deleteNote,
  deleteNotesFor,
  findNote,
  insertNote,
  listNotes,
  noteIdsOf,
  parentExists,
  reparentNotes,
  updateNote,
  type NoteParent,
  type NoteRow,
} from './notes.repo';

export type { NoteParent };
type Actor = { orgId: string; actorId: string; role: Role };

const PARENT_LABEL: Record<NoteParent, string> = { candidate: 'Candidate', client: 'Client', job: 'Job' };

async function toNotes(db: Db, rows: NoteRow[]): Promise<Note[]> {
  const refs = await userRefs(db, rows.flatMap((r) => [r.authorId, ...r.mentions]));
  return rows.map((r) => ({
    id: r.id,
    body: r.body,
    mentions: r.mentions.map((id) => refs.get(id)).filter((u) => u != null),
    author: (r.authorId && refs.get(r.authorId)) || null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

async function assertParent(db: Db, p: { orgId: string; entityType: NoteParent; entityId: string }) {
  if (!(await parentExists(db, p))) throw notFound(PARENT_LABEL[p.entityType]);
}

const PARENT_PATH: Record<NoteParent, string> = { candidate: '/database/candidate/', client: '/clients/', job: '/jobs/' };

/** Tells mentioned teammates (never the author), once per note: an edit notifies only people newly mentioned. */
async function notifyMentions(tx: Db, actor: Actor, note: { id: string; entityType: NoteParent; entityId: string; body: string; mentions: string[] }) {
  const userIds = note.mentions.filter((id) => id !== actor.actorId);
  if (userIds.length === 0) return;
  const author = (await userRefs(tx, [actor.actorId])).get(actor.actorId)?.name ?? 'A teammate';
  await notify(tx, {
    orgId: actor.orgId,
    userIds,
    kind: 'mention',
    title: `${author} mentioned you in a note`,
    body: note.body.replace(/@\[([^\]\n]{1,80})\]\([A-Za-z0-9-]{1,64}\)/g, '@$1'),
    link: `${PARENT_PATH[note.entityType]}${note.entityId}`,
    dedupeKey: `mention:${note.id}`,
  });
}

/** Mentioned users must be active members of the organization (422 otherwise). */
async function mentionsOf(db: Db, orgId: string, body: string) {
  const ids = mentionedUserIds(body);
  await assertMembers(db, { orgId, userIds: ids, field: 'body' });
  return ids;
}

export async function notesPage(
  db: Db,
  p: { orgId: string; entityType: NoteParent; entityId: string; limit: number; offset: number; oldestFirst?: boolean },
): Promise<{ data: Note[]; total: number }> {
  await assertParent(db, p);
  const { rows, total } = await listNotes(db, p);
  return { data: await toNotes(db, rows), total };
}

async function getNote(db: Db, { orgId, id }: { orgId: string; id: string }): Promise<Note> {
  const row = await findNote(db, { orgId, id });
  if (!row) throw notFound('Note');
  return (await toNotes(db, [row]))[0]!;
}

export async function createNote(db: Db, actor: Actor, p: { entityType: NoteParent; entityId: string; body: string }): Promise<Note> {
  const id = newId();
  await db.transaction(async (tx) => {
    await assertParent(tx, { orgId: actor.orgId, entityType: p.entityType, entityId: p.entityId });
    const mentions = await mentionsOf(tx, actor.orgId, p.body);
    await insertNote(tx, { id, orgId: actor.orgId, entityType: p.entityType, entityId: p.entityId, body: p.body, mentions, authorId: actor.actorId });
    await notifyMentions(tx, actor, { id, entityType: p.entityType, entityId: p.entityId, body: p.body, mentions });
    await logActivity(tx, {
      orgId: actor.orgId,
      actorId: actor.actorId,
      action: 'create',
      entityType: 'note',
      entityId: id,
      changes: { parent: { before: null, after: { entity_type: p.entityType, entity_id: p.entityId } }, body: { before: null, after: p.body } },
    });
  });
  return getNote(db, { orgId: actor.orgId, id });
}

/** The author, or a manager or admin, may change or delete a note. */
async function editable(db: Db, actor: Actor, id: string) {
  const note = await findNote(db, { orgId: actor.orgId, id });
  if (!note) throw notFound('Note');
  if (note.authorId !== actor.actorId && !can(actor.role, 'notes:moderate')) {
    throw new AppError('forbidden', 'Only the author or a manager can change this note');
  }
  return note;
}

export async function editNote(db: Db, actor: Actor, id: string, body: string): Promise<Note> {
  await db.transaction(async (tx) => {
    const note = await editable(tx, actor, id);
    const mentions = await mentionsOf(tx, actor.orgId, body);
    await updateNote(tx, { orgId: actor.orgId, id, body, mentions });
    await notifyMentions(tx, actor, { id, entityType: note.entityType, entityId: note.entityId, body, mentions });
    const changes: Record<string, { before: unknown; after: unknown }> = note.body === body ? {} : { body: { before: note.body, after: body } };
    await logActivity(tx, { orgId: actor.orgId, actorId: actor.actorId, action: 'update', entityType: 'note', entityId: id, changes });
  });
  return getNote(db, { orgId: actor.orgId, id });
}

export async function removeNote(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const note = await editable(tx, actor, id);
    await deleteNote(tx, { orgId: actor.orgId, id });
    await logActivity(tx, {
      orgId: actor.orgId,
      actorId: actor.actorId,
      action: 'delete',
      entityType: 'note',
      entityId: id,
      changes: {
        parent: { before: { entity_type: note.entityType, entity_id: note.entityId }, after: null },
        body: { before: note.body, after: null },
      },
    });
  });
}

/** For a record being deleted, in its transaction. */
export const deleteNotesOf = deleteNotesFor;
/** For a candidate merge, in its transaction. */
export const moveNotes = reparentNotes;
/** The notes of a record (its timeline includes their activity). */
export const noteIdsFor = noteIdsOf;
