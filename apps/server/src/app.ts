/** Builds the Hono app: middleware, the error handler and every feature's routes. */
import { Hono } from 'hono';
import { MESSAGES } from '@hirebase/shared';
import { createAuth } from './lib/auth';
import { bodyLimit } from './lib/body-limit';
import { createBotChallenge } from './lib/bot-challenge';
import type { AppContext } from './lib/context';
import { requireBearer, storablePath } from './lib/guards';
import { errorHandler, type HonoEnv } from './lib/http';
import { newRequestId } from './lib/ids';
import { COOKIE_ROUTES, sameOriginOnly } from './lib/same-origin';
import { securityHeaders } from './lib/security-headers';
import { serveWeb } from './lib/static';
import { redactTokens, requestLogLevel } from './lib/logger';
import { authRoutes } from './features/auth/auth.routes';
import { identityGuard } from './features/auth/identity-guard';
import { healthRoutes } from './features/health/health.routes';
import { orgsRoutes } from './features/orgs/orgs.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { publicRoutes } from './features/public/public.routes';
import { publicAssetRoutes } from './lib/public-page';
import { subscriptionsRoutes } from './features/subscriptions/subscriptions.routes';
import { teamRoutes } from './features/team/team.routes';
import { ingestionRoutes } from './features/ingestion/ingestion.routes';
import { searchRoutes } from './features/search/search.routes';
import { pipelinesRoutes } from './features/pipelines/pipelines.routes';
import { jobsRoutes } from './features/jobs/jobs.routes';
import { applicationsRoutes } from './features/applications/applications.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { candidatesRoutes } from './features/candidates/candidates.routes';
import { notesRoutes } from './features/notes/notes.routes';
import { clientsRoutes } from './features/clients/clients.routes';
import { tagsRoutes } from './features/tags/tags.routes';
import { activityRoutes } from './features/activity/activity.routes';
import { resumesRoutes } from './features/resumes/resumes.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { dataTransferRoutes } from './features/data-transfer/data-transfer.routes';
import { calendarPublicRoutes, interviewsRoutes } from './features/interviews/interviews.routes';
import { automationsRoutes } from './features/automations/automations.routes';
import { emailRoutes } from './features/email/email.routes';
import { publicReportsRoutes, reportPageRoutes } from './features/submissions/public-reports.routes';
import { submissionsRoutes } from './features/submissions/submissions.routes';
import { assessmentsRoutes } from './features/assessments/assessments.routes';
import { takeApiRoutes, takePageRoutes } from './features/assessments/take.routes';
import { careersRoutes } from './features/careers/careers.routes';
import { careersApiRoutes } from './features/careers/careers-api.routes';
import { careersHostRoutes, careersSiteRoutes, robotsRoutes } from './features/careers/careers-host';
import { matchingRoutes } from './features/matching/matching.routes';
import { customFieldsRoutes } from './features/custom-fields/custom-fields.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { captureRoutes } from './features/capture/capture.routes';
import { billingRoutes, readOnlyWhenPastDue } from './features/billing/billing.routes';
import { billingWebhookRoutes } from './features/billing/billing-webhook';
import { talentScoutRoutes } from './features/talent-scout/talent-scout.routes';
import { scoutRoutes } from './features/talent-scout/scout.routes';
import { helpCenterRoutes } from './features/help-center/help-center.routes';
import { supportRoutes } from './features/support/support.routes';
import { feedbackRoutes } from './features/feedback/feedback.routes';
import { oneAuthRoutes } from './features/auth/oneauth';
import { apiKeysRoutes } from './features/api-keys/api-keys.routes';
import { webhooksRoutes } from './features/webhooks/webhooks.routes';
import { integrationsRoutes } from './features/integrations/integrations.routes';
import { portalFeedRoutes, portalsRoutes } from './features/integrations/portals/portals.routes';
import { apiDocsRoutes } from './features/api-docs/api-docs.routes';
import { schedulingRoutes } from './features/scheduling/scheduling.routes';
import { schedulePageRoutes } from './features/scheduling/schedule.routes';

export function createApp(ctx: AppContext) {
  const { env, db, log } = ctx;
  const auth = createAuth(ctx);
  const bot = createBotChallenge(env);
  const app = new Hono<HonoEnv>();
  // The read cache keeps answers only once its change subscription is live: start it with the app, not at the first read.
  ctx.reads.start();

  app.onError(errorHandler(log));
  app.use(async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || newRequestId();
    c.set('requestId', requestId);
    const started = performance.now();
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    if (c.req.path.startsWith('/api/')) {
      const ms = Math.round(performance.now() - started);
      log[requestLogLevel(env.logFormat, c.res.status, ms)]({ requestId, method: c.req.method, path: redactTokens(c.req.path), status: c.res.status, ms }, 'request');
    }
  });
  app.use(securityHeaders(env));
  app.use(bodyLimit());
  // On CAREERS_HOST the careers site is the whole site; nothing else of the product answers there.
  if (env.careersHost) app.use(careersHostRoutes(ctx, bot, env.careersHost));
  app.route('/', healthRoutes(ctx));
  app.route('/', publicAssetRoutes());

  app.use('/api/*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    if (env.maintenance && c.req.path !== '/api/v1/public/config') {
      return c.json({ error: { code: 'maintenance', message: MESSAGES.maintenance } }, 503);
    }
    return next();
  });

  for (const path of COOKIE_ROUTES) app.use(path, sameOriginOnly(ctx));
  app.use('/api/auth/*', identityGuard(ctx, bot));
  app.on(['GET', 'POST'], '/api/auth/*', (c) => auth.handler(c.req.raw));

  app.route('/', apiDocsRoutes(ctx));
  app.use('/api/v1/*', storablePath);
  app.route('/api/v1/public', publicRoutes(ctx, bot));
  app.route('/api/v1/public', calendarPublicRoutes(ctx));
  app.route('/api/v1/public', publicReportsRoutes(ctx));
  app.route('/api/v1/public', takeApiRoutes(ctx));
  app.route('/api/v1/public', careersApiRoutes(ctx, bot));
  app.route('/api/v1/public', portalFeedRoutes(ctx));
  app.route('/api/v1/webhooks', billingWebhookRoutes(ctx));
  app.route('/api/v1/scout', scoutRoutes(ctx));

  const recruiter = new Hono<HonoEnv>();
  recruiter.route('/', authRoutes(ctx, auth));
  recruiter.use('*', requireBearer(db, env.authSecret, ctx.sessions, ctx.reads));
  recruiter.use('*', readOnlyWhenPastDue(db));
  recruiter.route('/', profileRoutes(ctx));
  recruiter.route('/', orgsRoutes(ctx));
  recruiter.route('/', subscriptionsRoutes(ctx));
  recruiter.route('/', teamRoutes(ctx));
  recruiter.route('/', searchRoutes(ctx));
  recruiter.route('/', ingestionRoutes(ctx));
  recruiter.route('/', pipelinesRoutes(ctx));
  recruiter.route('/', jobsRoutes(ctx));
  recruiter.route('/', applicationsRoutes(ctx));
  recruiter.route('/', dashboardRoutes(ctx));
  recruiter.route('/', candidatesRoutes(ctx));
  recruiter.route('/', notesRoutes(ctx));
  recruiter.route('/', clientsRoutes(ctx));
  recruiter.route('/', tagsRoutes(ctx));
  recruiter.route('/', activityRoutes(ctx));
  recruiter.route('/', resumesRoutes(ctx));
  recruiter.route('/', notificationsRoutes(ctx));
  recruiter.route('/', dataTransferRoutes(ctx));
  recruiter.route('/', interviewsRoutes(ctx));
  recruiter.route('/', automationsRoutes(ctx));
  recruiter.route('/', emailRoutes(ctx));
  recruiter.route('/', submissionsRoutes(ctx));
  recruiter.route('/', assessmentsRoutes(ctx));
  recruiter.route('/', matchingRoutes(ctx));
  recruiter.route('/', customFieldsRoutes(ctx));
  recruiter.route('/', reportsRoutes(ctx));
  recruiter.route('/', captureRoutes(ctx));
  recruiter.route('/', billingRoutes(ctx));
  recruiter.route('/', talentScoutRoutes(ctx));
  recruiter.route('/', helpCenterRoutes(ctx));
  recruiter.route('/', supportRoutes(ctx));
  recruiter.route('/', feedbackRoutes(ctx));
  recruiter.route('/', oneAuthRoutes(ctx));
  recruiter.route('/', apiKeysRoutes(ctx));
  recruiter.route('/', webhooksRoutes(ctx));
  recruiter.route('/', integrationsRoutes(ctx));
  recruiter.route('/', portalsRoutes(ctx));
  recruiter.route('/', schedulingRoutes(ctx));
  app.route('/api/v1/recruiter', recruiter);

  app.route('/', takePageRoutes(ctx));
  app.route('/', schedulePageRoutes(ctx));
  recruiter.route('/', careersRoutes(ctx));
  app.route('/api/v1/recruiter', recruiter);

  app.route('/careers', careersSiteRoutes(ctx, bot, '/careers'));
  // Crawlers read robots.txt at the root only; on this host it speaks for the careers site under /careers.
  app.route('/', robotsRoutes(ctx, '/careers'));
  app.all('/api/*', (c) => c.json({ error: { code: 'not_found', message: 'No such endpoint' } }, 404));
  app.route('/', reportPageRoutes(ctx));
  app.use(serveWeb(env.webDist));
  return { app, auth };
}
