import type { ACTIVITY_ACTIONS, ACTIVITY_ENTITIES } from '@hirebase/shared';
import type { Db } from '../db/client';
import { activityLog } from '../db/schema';
import { newId } from './ids';

export type Activity = {
  orgId: string;
  actorId: string | null;
  action: (typeof ACTIVITY_ACTIONS)[number];
  entityType: (typeof ACTIVITY_ENTITIES)[number];
  entityId: string;
  changes?: Record<string, { before: unknown; after: unknown }>;
};

/** Writes one activity row; call it with the transaction that makes the change. */
export function logActivity(tx: Db, activity: Activity): Promise<void> {
  return logActivities(tx, [activity]);
}

/** Writes several activity rows in one statement. */
export async function logActivities(tx: Db, list: Activity[]): Promise<void> {
  if (list.length) await tx.insert(activityLog).values(list.map((activity) => ({ id: newId(), ...activity, changes: activity.changes ?? null })));
}
