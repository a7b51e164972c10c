import { and, asc, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientContacts, clients, entityTags, jobs } from '../../db/schema';

export type ClientRow = typeof clients.$inferSelect;
export type ContactRow = typeof clientContacts.$inferSelect;
export type ClientFilters = { q?: string; status?: ClientRow['status']; tag_id?: string };

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

function filtersWhere(orgId: string, f: ClientFilters): SQL {
  return and(
    eq(clients.orgId, orgId),
    f.q ? ilike(clients.name, `%${likeEscape(f.q)}%`) : undefined,
    f.status ? eq(clients.status, f.status) : undefined,
    f.tag_id
      ? sql`EXISTS (SELECT 1 FROM ${entityTags} WHERE ${entityTags.orgId} = ${orgId} AND ${entityTags.entityId} = ${clients.id} AND ${entityTags.tagId} = ${f.tag_id})`
      : undefined,
  )!;
}

const SORTS = { name: sql`lower(${clients.name})`, created_at: clients.createdAt, updated_at: clients.updatedAt } as const;

export async function listClients(
  db: Db,
  { orgId, filters, sort, limit, offset }: { orgId: string; filters: ClientFilters; sort: { field: string; desc: boolean }; limit: number; offset: number },
) {
  const where = filtersWhere(orgId, filters);
  const col = SORTS[sort.field as keyof typeof SORTS] ?? SORTS.name;
  const dir = sort.desc ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db.select().from(clients).where(where).orderBy(dir(col), dir(clients.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(clients).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findClient(db: Db, { orgId, id }: { orgId: string; id: string }) {
  const [row] = await db.select().from(clients).where(and(eq(clients.orgId, orgId), eq(clients.id, id))).limit(1);
  return row ?? null;
}

export async function insertClient(db: Db, row: typeof clients.$inferInsert) {
  await db.insert(clients).values(row);
}

export async function updateClient(db: Db, { orgId, id, set }: { orgId: string; id: string; set: Partial<typeof clients.$inferInsert> }) {
  await db
    .update(clients)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(clients.orgId, orgId), eq(clients.id, id)));
}

/** Its contacts go with it; its jobs stay, with no client (the foreign key sets null). */
export async function deleteClient(db: Db, { orgId, id }: { orgId: string; id: string }) {
  await db.delete(clients).where(and(eq(clients.orgId, orgId), eq(clients.id, id)));
}

export async function openJobCounts(db: Db, { orgId, clientIds }: { orgId: string; clientIds: string[] }) {
  if (clientIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ clientId: jobs.clientId, n: count() })
    .from(jobs)
    .where(and(eq(jobs.orgId, orgId), inArray(jobs.clientId, clientIds), eq(jobs.status, 'open'), sql`${jobs.archivedAt} IS NULL`))
    .groupBy(jobs.clientId);
  return new Map(rows.map((r) => [r.clientId!, Number(r.n)]));
}

export async function contactsOf(db: Db, { orgId, clientIds }: { orgId: string; clientIds: string[] }) {
  if (clientIds.length === 0) return [];
  return db
    .select()
    .from(clientContacts)
    .where(and(eq(clientContacts.orgId, orgId), inArray(clientContacts.clientId, clientIds)))
    .orderBy(desc(clientContacts.isPrimary), asc(clientContacts.name), asc(clientContacts.id));
}

export async function findContact(db: Db, { orgId, id }: { orgId: string; id: string }) {
  const [row] = await db.select().from(clientContacts).where(and(eq(clientContacts.orgId, orgId), eq(clientContacts.id, id))).limit(1);
  return row ?? null;
}

export async function insertContact(db: Db, row: typeof clientContacts.$inferInsert) {
  await db.insert(clientContacts).values(row);
}

export async function updateContact(db: Db, { orgId, id, set }: { orgId: string; id: string; set: Partial<typeof clientContacts.$inferInsert> }) {
  await db
    .update(clientContacts)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(clientContacts.orgId, orgId), eq(clientContacts.id, id)));
}

export async function deleteContact(db: Db, { orgId, id }: { orgId: string; id: string }) {
  await db.delete(clientContacts).where(and(eq(clientContacts.orgId, orgId), eq(clientContacts.id, id)));
}

/** One primary contact per client: clears the flag on the others. */
export async function clearPrimary(db: Db, { orgId, clientId, exceptId }: { orgId: string; clientId: string; exceptId: string }) {
  await db
    .update(clientContacts)
    .set({ isPrimary: 0 })
    .where(and(eq(clientContacts.orgId, orgId), eq(clientContacts.clientId, clientId), ne(clientContacts.id, exceptId), eq(clientContacts.isPrimary, 1)));
}

/** Locks the client row so concurrent primary-contact changes serialize. */
export async function lockClient(db: Db, { orgId, id }: { orgId: string; id: string }) {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.orgId, orgId), eq(clients.id, id)))
    .for('update');
  return row ?? null;
}
