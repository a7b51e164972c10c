/** What every calendar provider does after connecting, on "Sync now" and before disconnecting (providers.ts). */
import { and, eq, gt } from 'drizzle-orm';
import { interviewCalendarEvents, interviewInterviewers, interviews } from '../../../db/schema';
import type { ProviderHooks } from '../providers';
import { queueCalendarWrite } from './events.job';
import { startCalendarSync } from './sync.job';

export const calendarHooks: ProviderHooks = {
  afterConnect: async (ctx, account) => {
    // The user's upcoming interviews go into the calendar just connected.
    const upcoming = await ctx.db
      .select({ id: interviews.id })
      .from(interviews)
      .innerJoin(interviewInterviewers, eq(interviewInterviewers.interviewId, interviews.id))
      .where(and(eq(interviews.orgId, account.orgId), eq(interviewInterviewers.userId, account.userId!), eq(interviews.status, 'scheduled'), gt(interviews.endsAt, new Date())))
      .limit(500);
    if (upcoming.length) {
      await ctx.db.transaction(async (tx) => {
        for (const { id } of upcoming) await queueCalendarWrite(tx, ctx, { orgId: account.orgId, interviewId: id });
      });
    }
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
