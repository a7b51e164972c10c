/** The CalDAV provider's hooks (providers.ts): sign in before saving, read back changes after connecting and on "Sync now". */
import { and, eq } from 'drizzle-orm';
import { interviewCalendarEvents } from '../../../db/schema';
import type { ProviderHooks } from '../providers';
import { verifyCaldav } from './connect';
import { startCalendarSync } from './sync.job';

export const caldavHooks: ProviderHooks = {
  verify: verifyCaldav,
  afterConnect: async (ctx, account) => {
    await startCalendarSync(ctx, account);
  },
  syncNow: async (ctx, account) => {
    await startCalendarSync(ctx, account);
  },
  beforeDisconnect: async (ctx, account) => {
    // The events stay in the user's calendar; Hirebase forgets where it wrote them.
    await ctx.db.delete(interviewCalendarEvents).where(and(eq(interviewCalendarEvents.orgId, account.orgId), eq(interviewCalendarEvents.accountId, account.id)));
  },
};
