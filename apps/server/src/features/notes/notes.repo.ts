import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidates, clients, jobs, notes } from '../../db/schema';

export type NoteParent = 'candidate' | 'client' | 'job';
export type NoteRow = typeof notes.$inferSelect;

/** Whether the record a note hangs on is the organization's (a merged candidate is not). */
export async function parentExists(db: Db, { orgId, entityType, entityId }: { orgId: string; entityType: NoteParent; entityId: string }) {
  const rows =
    entityType === 'candidate'
      ? await db
          .select({ id: candidates.id })
          .from(candidates)
          .where(and(eq(candidates.orgId, orgId), eq(candidates.id, entityId), isNull(candidates.mergedIntoId)))
      : entityType === 'client'
        ? await db.select({ id: clients.id }).from(clients).where(and(eq(clients.orgId, orgId), eq(clients.id, entityId)))
        : await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.orgId, orgId), eq(jobs.id, entityId)));
  return rows.length > 0;
}

export async function listNotes(
  db: Db,
  { orgId, entityType, entityId, limit, offset, oldestFirst = false }: { orgId: string; entityType: NoteParent; entityId: string; limit: number; offset: number; oldestFirst?: boolean },
) {
  const dir = oldestFirst ? asc : desc;
  const where = and(eq(notes.orgId, orgId), eq(notes.entityType, entityType), eq(notes.entityId, entityId));
  const [rows, [total]] = await Promise.all([
    db.select().from(notes).where(where).orderBy(dir(notes.createdAt), dir(notes.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(notes).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findNote(db: Db, { orgId, id }: { orgId: string; id: string }) {
  const [row] = await db.select().from(notes).where(and(eq(notes.orgId, orgId), eq(notes.id, id))).limit(1);
  return row ?? null;
}

export async function insertNote(db: Db, row: typeof notes.$inferInsert) {
  await db.insert(notes).values(row);
}

export async function updateNote(db: Db, { orgId, id, body, mentions }: { orgId: string; id: string; body: string; mentions: string[] }) {
  await db
    .update(notes)
    .set({ body, mentions, updatedAt: new Date() })
    .where(and(eq(notes.orgId, orgId), eq(notes.id, id)));
}

export async function deleteNote(db: Db, { orgId, id }: { orgId: string; id: string }) {
  await db.delete(notes).where(and(eq(notes.orgId, orgId), eq(notes.id, id)));
}

export async function deleteNotesFor(db: Db, { orgId, entityType, entityId }: { orgId: string; entityType: NoteParent; entityId: string }) {
  await db.delete(notes).where(and(eq(notes.orgId, orgId), eq(notes.entityType, entityType), eq(notes.entityId, entityId)));
}

export async function reparentNotes(db: Db, { orgId, entityType, fromId, toId }: { orgId: string; entityType: NoteParent; fromId: string; toId: string }) {
  await db
    .update(notes)
    .set({ entityId: toId })
    .where(and(eq(notes.orgId, orgId), eq(notes.entityType, entityType), eq(notes.entityId, fromId)));
}

export async function noteIdsOf(db: Db, { orgId, entityType, entityId }: { orgId: string; entityType: NoteParent; entityId: string }) {
  const rows = await db
    .select({ id: notes.id })
    .from(notes)
    .where(and(eq(notes.orgId, orgId), eq(notes.entityType, entityType), eq(notes.entityId, entityId)));
  return rows.map((r) => r.id);
}
