/** Saved reports in the database: the org is in every condition. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Role } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { memberships, savedReports, users } from '../../db/schema';

export type SavedReportRow = typeof savedReports.$inferSelect;

export async function insertSavedReport(db: Db, row: typeof savedReports.$inferInsert) {
  const [saved] = await db.insert(savedReports).values(row).returning();
  return saved!;
}

/** The organization's saved reports, or only those `createdBy` made. */
export async function listSavedReports(db: Db, { orgId, createdBy }: { orgId: string; createdBy?: string }) {
  return db
    .select()
    .from(savedReports)
    .where(and(eq(savedReports.orgId, orgId), createdBy ? eq(savedReports.createdBy, createdBy) : undefined))
    .orderBy(desc(savedReports.createdAt), savedReports.id)
    .limit(200);
}

export async function findSavedReport(db: Db, { orgId, id, lock = false }: { orgId: string; id: string; lock?: boolean }) {
  const q = db.select().from(savedReports).where(and(eq(savedReports.orgId, orgId), eq(savedReports.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function updateSavedReport(db: Db, { orgId, id, set }: { orgId: string; id: string; set: Partial<Pick<SavedReportRow, 'name' | 'filters' | 'recipientIds' | 'weekday' | 'nextRunAt'>> }) {
  const [row] = await db.update(savedReports).set(set).where(and(eq(savedReports.orgId, orgId), eq(savedReports.id, id))).returning();
  return row!;
}

export async function deleteSavedReport(db: Db, { orgId, id }: { orgId: string; id: string }) {
  await db.delete(savedReports).where(and(eq(savedReports.orgId, orgId), eq(savedReports.id, id)));
}

/** Records a weekly send: when it went and when the next is due. */
export async function markSent(db: Db, { orgId, id, at, next }: { orgId: string; id: string; at: Date; next: Date }) {
  await db.update(savedReports).set({ lastSentAt: at, nextRunAt: next }).where(and(eq(savedReports.orgId, orgId), eq(savedReports.id, id)));
}

/** The active members among `userIds`, with their role and address. */
export async function activeMembers(db: Db, { orgId, userIds }: { orgId: string; userIds: string[] }) {
  if (!userIds.length) return [];
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.orgId, orgId), eq(memberships.status, 'active'), inArray(memberships.userId, userIds)))
    .orderBy(users.name) as Promise<{ id: string; name: string; email: string; role: Role }[]>;
}
