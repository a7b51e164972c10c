/** @jsxRuntime automatic */
/** @jsxImportSource hono/jsx */
/**
 * The report as the client sees it: the page at /reports/candidate-report/{rid}, its JSON, the
 * resume file and the feedback answer, all reached through the link's token only. An unknown,
 * expired or revoked token answers the same 404.
 */
import { Hono, type Context } from 'hono';
import { clientFeedbackSchema } from '@hirebase/shared';
import { AppError } from '../../lib/app-error';
import { findLink, openLink, viewerOf } from '../../lib/capability-links';
import type { AppContext } from '../../lib/context';
import { ok, validate, type HonoEnv } from '../../lib/http';
import { publicNotFound, publicPage } from '../../lib/public-page';
import { hitRateLimit } from '../../lib/rate-limit';
import { resumeFile } from '../resumes/resumes.service';
import { recordClientFeedback } from './feedback.service';
import { ReportPage } from './report-page';
import { buildReportView } from './report-view';
import { findReport } from './reports.repo';
import { REPORT_PURPOSE } from './reports.service';

/** One answer per link per minute. */
const FEEDBACK_LIMIT = { count: 1, windowSeconds: 60 };

const privateHeaders = (c: Context) => {
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Robots-Tag', 'noindex');
};

/** The report behind a token that is valid now; `view` logs the visit, other uses do not. */
async function reportOf(ctx: AppContext, c: Context, token: string, view: boolean) {
  const { db, env } = ctx;
  let link;
  if (view) {
    link = await openLink(db, REPORT_PURPOSE, token, viewerOf(c, env));
  } else {
    const found = await findLink(db, REPORT_PURPOSE, token);
    link = found?.state === 'valid' ? found.link : null;
  }
  if (!link) return null;
  const report = await findReport(db, { orgId: link.orgId, id: link.subjectId });
  return report ? { link, report } : null;
}

const pagePath = (token: string) => `/reports/candidate-report/${token}`;
const apiPath = (token: string) => `/api/v1/public/reports/${token}`;

/** GET /reports/candidate-report/:rid — mounted before the web app, which never sees the token. */
export function reportPageRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>().get('/reports/candidate-report/:rid', async (c) => {
    const token = c.req.param('rid');
    const found = await reportOf(ctx, c, token, true);
    const view = found ? await buildReportView(ctx.db, found.report) : null;
    if (!view) return publicNotFound(c, { private: true });
    return publicPage(c, <ReportPage view={view} feedbackAction={`${apiPath(token)}/feedback`} resumeHref={`${apiPath(token)}/resume`} answered={c.req.query('answered') === '1'} />, {
      title: `Candidate report — ${view.candidate.name}`,
      private: true,
      brandName: view.org_name,
    });
  });
}

async function readFeedback(c: Context): Promise<{ body: unknown; form: boolean }> {
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    const form = await c.req.parseBody();
    return { body: { verdict: form.verdict, comment: typeof form.comment === 'string' ? form.comment : '' }, form: true };
  }
  try {
    return { body: await c.req.json(), form: false };
  } catch {
    throw new AppError('bad_request', 'The body must be JSON');
  }
}

export function publicReportsRoutes(ctx: AppContext) {
  const { db } = ctx;
  return new Hono<HonoEnv>()
    .get('/reports/:token', async (c) => {
      privateHeaders(c);
      const found = await reportOf(ctx, c, c.req.param('token'), true);
      const view = found ? await buildReportView(db, found.report) : null;
      if (!view) throw new AppError('not_found', 'Report not found');
      return ok(c, view);
    })
    .get('/reports/:token/resume', async (c) => {
      privateHeaders(c);
      const found = await reportOf(ctx, c, c.req.param('token'), false);
      const resumeId = found?.report.options.resume_id;
      if (!found || !resumeId) throw new AppError('not_found', 'Report not found');
      const file = await resumeFile(db, ctx.storage, { orgId: found.report.orgId, id: resumeId });
      return new Response(Buffer.from(file.bytes), { status: 200, headers: { ...file.headers, 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' } });
    })
    .post('/reports/:token/feedback', async (c) => {
      privateHeaders(c);
      const token = c.req.param('token');
      const found = await reportOf(ctx, c, token, false);
      if (!found) {
        if ((c.req.header('content-type') ?? '').includes('form')) return publicNotFound(c, { private: true });
        throw new AppError('not_found', 'Report not found');
      }
      const { body, form } = await readFeedback(c);
      const input = validate(clientFeedbackSchema, body);
      const limit = await hitRateLimit(db, `report-feedback:${found.link.id}`, FEEDBACK_LIMIT.count, FEEDBACK_LIMIT.windowSeconds);
      if (!limit.allowed) {
        c.header('Retry-After', String(limit.retryAfterSeconds));
        if (form) {
          const wait = (
            <div class="pp-center">
              <h1>One moment</h1>
              <p>Your last answer was just sent. Please wait a minute before answering again.</p>
              <p>
                <a href={pagePath(token)}>Back to the report</a>
              </p>
            </div>
          );
          return publicPage(c, wait, {
            title: 'Please wait',
            private: true,
            status: 429,
          });
        }
        return c.json({ error: { code: 'rate_limited', message: 'Please wait a minute before answering again.', details: { retry_after_seconds: limit.retryAfterSeconds } } }, 429);
      }
      await recordClientFeedback(ctx, { orgId: found.report.orgId, reportId: found.report.id, verdict: input.verdict, comment: input.comment });
      if (form) return c.redirect(`${pagePath(token)}?answered=1`, 303);
      return ok(c, { received: true });
    });
}
