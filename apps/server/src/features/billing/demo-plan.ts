/**
 * The demo organization's plan: Scale (every feature the tour shows) paid for 8 seats, renewing in
 * 18 days, so Settings › Billing shows seats and usage against a real subscription, not a trial.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';

export const DEMO_SEATS = 8;

export async function seedDemoPlan(db: Db, orgId: string): Promise<void> {
  await db
    .update(subscriptions)
    .set({ plan: 'scale', status: 'active', seats: DEMO_SEATS, trialEndsAt: null, currentPeriodEnd: new Date(Date.now() + 18 * 24 * 3600 * 1000), updatedAt: new Date() })
    .where(eq(subscriptions.orgId, orgId));
}
