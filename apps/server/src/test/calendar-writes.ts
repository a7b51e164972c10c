/** Runs the queued `calendar-write` jobs at once, as the worker would, and answers how many there were. */
import { CALENDAR_WRITE_QUEUE, runCalendarWrite, type CalendarWriteJob } from '../features/integrations/calendar/events.job';
import type { TestApp } from './test-app';

export async function drainCalendarWrites(t: TestApp): Promise<number> {
  const jobs = await t.ctx.queue.boss.fetch<CalendarWriteJob>(CALENDAR_WRITE_QUEUE, { batchSize: 20 });
  for (const job of jobs) {
    await runCalendarWrite(t.ctx, job.data);
    await t.ctx.queue.boss.complete(CALENDAR_WRITE_QUEUE, job.id);
  }
  return jobs.length;
}
