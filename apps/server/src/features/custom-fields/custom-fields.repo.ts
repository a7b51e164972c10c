/** Drizzle only: custom-field definitions, and the `custom_fields` column of the records that carry values. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { CustomFieldEntity } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { applications, candidates, clientContacts, clients, customFields, jobs, memberships, placements, submissions, users } from '../../db/schema';

export type DefinitionRow = typeof customFields.$inferSelect;

/** The table holding each entity's records; every one has `org_id`, `id` and `custom_fields`. */
export const VALUE_TABLES = {
  candidate: candidates,
  job: jobs,
  application: applications,
  client: clients,
  contact: clientContacts,
  submission: submissions,
  placement: placements,
} as const;

export async function listDefinitions(db: Db, { orgId, entity, includeArchived }: { orgId: string; entity?: CustomFieldEntity; includeArchived?: boolean }) {
  return db
    .select()
    .from(customFields)
    .where(and(eq(customFields.orgId, orgId), entity ? eq(customFields.entity, entity) : undefined, includeArchived ? undefined : isNull(customFields.archivedAt)))
    .orderBy(asc(customFields.entity), asc(customFields.position), asc(customFields.createdAt), asc(customFields.id));
}

export async function findDefinition(db: Db, { orgId, id }: { orgId: string; id: string }) {
  const [row] = await db.select().from(customFields).where(and(eq(customFields.orgId, orgId), eq(customFields.id, id))).limit(1);
  return row ?? null;
}

export async function findByKey(db: Db, { orgId, entity, key }: { orgId: string; entity: CustomFieldEntity; key: string }) {
  const [row] = await db
    .select({ id: customFields.id })
    .from(customFields)
    .where(and(eq(customFields.orgId, orgId), eq(customFields.entity, entity), eq(customFields.key, key)))
    .limit(1);
  return row ?? null;
}

export async function nextPosition(db: Db, { orgId, entity }: { orgId: string; entity: CustomFieldEntity }) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${customFields.position}) + 1, 0)::int` })
    .from(customFields)
    .where(and(eq(customFields.orgId, orgId), eq(customFields.entity, entity)));
  return Number(row?.n ?? 0);
}

export async function insertDefinition(db: Db, row: typeof customFields.$inferInsert) {
  await db.insert(customFields).values(row);
}

export async function updateDefinition(db: Db, { orgId, id, set }: { orgId: string; id: string; set: Partial<typeof customFields.$inferInsert> }) {
  await db
    .update(customFields)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(customFields.orgId, orgId), eq(customFields.id, id)));
}

/** How many records of the organization hold any of these options in the field (single or multi select). */
export async function optionUses(db: Db, { orgId, entity, fieldId, options }: { orgId: string; entity: CustomFieldEntity; fieldId: string; options: string[] }) {
  if (options.length === 0) return 0;
  const table = VALUE_TABLES[entity];
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(and(eq(table.orgId, orgId), sql`(${table.customFields} -> ${fieldId}) ?| ${sql`ARRAY[${sql.join(options.map((o) => sql`${o}`), sql`, `)}]::text[]`}`));
  return Number(row?.n ?? 0);
}

/** The record's stored values (by field id), or null when the organization has no such record. */
export async function storedValues(db: Db, { orgId, entity, id, lock }: { orgId: string; entity: CustomFieldEntity; id: string; lock?: boolean }) {
  const table = VALUE_TABLES[entity];
  const query = db.select({ values: table.customFields }).from(table).where(and(eq(table.orgId, orgId), eq(table.id, id))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ? row.values : null;
}

/** Merges values into the record (by field id) and removes the cleared ones, in one statement. */
export async function patchValues(db: Db, { orgId, entity, id, set, clear }: { orgId: string; entity: CustomFieldEntity; id: string; set: Record<string, unknown>; clear: string[] }) {
  const table = VALUE_TABLES[entity];
  const cleared = clear.length ? sql` - ${sql`ARRAY[${sql.join(clear.map((c) => sql`${c}`), sql`, `)}]::text[]`}` : sql``;
  await db
    .update(table)
    .set({ customFields: sql`(${table.customFields} || ${JSON.stringify(set)}::jsonb)${cleared}`, updatedAt: new Date() })
    .where(and(eq(table.orgId, orgId), eq(table.id, id)));
}

/** The organization's active members, for reading a user field from a name or an email. */
export async function activeMembers(db: Db, { orgId }: { orgId: string }) {
  return db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.orgId, orgId), eq(memberships.status, 'active')));
}
