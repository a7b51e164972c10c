import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { TagFeature } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { tags } from '../../db/schema';

export type TagRow = typeof tags.$inferSelect;

export async function listTags(db: Db, { orgId, feature }: { orgId: string; feature?: TagFeature }) {
  return db
    .select()
    .from(tags)
    .where(and(eq(tags.orgId, orgId), feature ? eq(tags.feature, feature) : undefined))
    .orderBy(asc(tags.feature), asc(sql`lower(${tags.name})`));
}

export async function findTag(db: Db, { orgId, id }: { orgId: string; id: string }) {
  const [row] = await db.select().from(tags).where(and(eq(tags.orgId, orgId), eq(tags.id, id))).limit(1);
  return row ?? null;
}

/** A tag of the feature with the same name, case-insensitively (other than `exceptId`). */
export async function findTagByName(db: Db, { orgId, feature, name, exceptId }: { orgId: string; feature: TagFeature; name: string; exceptId?: string }) {
  const [row] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(
        eq(tags.orgId, orgId),
        eq(tags.feature, feature),
        eq(sql`lower(${tags.name})`, name.toLowerCase()),
        exceptId ? ne(tags.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertTag(db: Db, row: typeof tags.$inferInsert) {
  await db.insert(tags).values(row);
}

export async function updateTag(db: Db, { orgId, id, set }: { orgId: string; id: string; set: Partial<typeof tags.$inferInsert> }) {
  await db
    .update(tags)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(tags.orgId, orgId), eq(tags.id, id)));
}

/** Deleting a tag removes it from every record (entity_tags cascades). */
export async function deleteTag(db: Db, { orgId, id }: { orgId: string; id: string }) {
  await db.delete(tags).where(and(eq(tags.orgId, orgId), eq(tags.id, id)));
}
