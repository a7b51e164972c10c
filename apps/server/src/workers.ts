/** Every background worker of the product, started on one context: in the server process or in `npm run worker`. */
import { startCalendarWriteWorker } from './features/integrations/calendar/events.job';
import { startCalendarSyncWorker } from './features/integrations/calendar/sync.job';
import { startAssessmentWorkers } from './features/assessments/assessments.jobs';
import { startCareersWorkers } from './features/careers/careers-parse.job';
import { startTriggerWorkers } from './features/automations/trigger-runs.job';
import { startDataTransferWorkers } from './features/data-transfer/data-transfer.workers';
import { startEmailWorker } from './features/email/send-email.job';
import { startParseWorkers } from './features/ingestion/parse-resume.job';
import { startMailSyncWorker } from './features/integrations/imap/sync.job';
import { startInterviewWorkers } from './features/interviews/interviews.jobs';
import { startSavedReportWorker } from './features/reports/saved-reports.job';
import { startMatchingWorkers } from './features/matching/matching.jobs';
import { startWebhookWorker } from './features/webhooks/webhooks.jobs';
import type { AppContext } from './lib/context';
import { startEventWorker } from './lib/events';
import { startOutboxWorker } from './lib/mailer';
import { SUBSCRIBERS } from './subscribers';

/** Starts the workers on a started queue; `stop` releases what they hold beyond the queue (the parse threads). */
export async function startWorkers(ctx: AppContext): Promise<{ stop: () => Promise<void> }> {
  const parsing = await startParseWorkers(ctx);
  await startTriggerWorkers(ctx);
  await startInterviewWorkers(ctx);
  await startDataTransferWorkers(ctx);
  await startEmailWorker(ctx);
  await startAssessmentWorkers(ctx);
  await startOutboxWorker(ctx);
  // Before the events: the webhook subscriber queues deliveries on its queue.
  await startWebhookWorker(ctx);
  await startEventWorker(ctx, SUBSCRIBERS);
  await startCareersWorkers(ctx);
  await startSavedReportWorker(ctx);
  await startMatchingWorkers(ctx);
  await startMailSyncWorker(ctx);
  await startCalendarWriteWorker(ctx);
  await startCalendarSyncWorker(ctx);
  return { stop: () => parsing.stop() };
}
