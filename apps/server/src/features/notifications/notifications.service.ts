/**
 * In-app notifications: written in the same transaction as what caused them, read by the bell.
 * A `dedupe_key` makes a notification once-only per user (e.g. "feedback due" per interview).
 */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Notification, NotificationKind } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { newId } from '../../lib/ids';

export type NotifyInput = {
  orgId: string;
  userIds: string[];
  kind: NotificationKind;
  title: string;
  body?: string;
  /** An in-app path such as `/interviews`; never an external URL. */
  link?: string | null;
  dedupeKey?: string | null;
};

/** Notifies each user once; with a dedupe key, a user already notified under that key is skipped. */
export async function notify(db: Db, n: NotifyInput): Promise<void> {
  const userIds = [...new Set(n.userIds)];
  if (userIds.length === 0) return;
  const link = n.link && n.link.startsWith('/') && !n.link.startsWith('//') ? n.link : null;
  await db
    .insert(notifications)
    .values(
      userIds.map((userId) => ({
        id: newId(),
        orgId: n.orgId,
        userId,
        kind: n.kind,
        title: n.title.slice(0, 300),
        body: (n.body ?? '').slice(0, 2000),
        link,
        dedupeKey: n.dedupeKey ?? null,
      })),
    )
    .onConflictDoNothing();
}

const toNotification = (r: typeof notifications.$inferSelect): Notification => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  body: r.body,
  link: r.link,
  read_at: r.readAt?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
});

export async function notificationsPage(
  db: Db,
  p: { orgId: string; userId: string; unreadOnly: boolean; limit: number; offset: number },
): Promise<{ data: Notification[]; total: number; unread: number }> {
  const mine = and(eq(notifications.orgId, p.orgId), eq(notifications.userId, p.userId));
  const where = p.unreadOnly ? and(mine, isNull(notifications.readAt)) : mine;
  const [rows, [all], [unread]] = await Promise.all([
    db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(p.limit).offset(p.offset),
    db.select({ n: count() }).from(notifications).where(where),
    db.select({ n: count() }).from(notifications).where(and(mine, isNull(notifications.readAt))),
  ]);
  return { data: rows.map(toNotification), total: all?.n ?? 0, unread: unread?.n ?? 0 };
}

/** Marks the given notifications (or all) of this user read; returns how many changed. */
export async function markRead(db: Db, p: { orgId: string; userId: string; ids?: string[] }): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.orgId, p.orgId),
        eq(notifications.userId, p.userId),
        isNull(notifications.readAt),
        p.ids ? inArray(notifications.id, p.ids.length ? p.ids : ['']) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
