/** The recruiter side of the careers site: the career page, publishing a job, applicants' answers, exports, deletion requests. */
import { Hono, type Context } from 'hono';
import { applicationsExportQuerySchema, careerPageInputSchema, jobPostingInputSchema, type JobPostingPreview } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { orgOf, requireFeature, requirePermission } from '../../lib/guards';
import { ok, parseBody, validate, type HonoEnv } from '../../lib/http';
import { publicPageHtml } from '../../lib/public-page';
import { applicationForm } from './answers.service';
import { getCareerPage, updateCareerPage } from './career-page.service';
import { confirmDeletion, dismissDeletion, listDeletionRequests } from './deletion.service';
import { exportApplications } from './export.service';
import { EMPTY_FORM, jobPageParts } from './job-page';
import { getPosting, previewPosting, publishJob, unpublishJob } from './postings.service';

function actor(c: Context<HonoEnv>) {
  const auth = c.get('auth');
  const { orgId, role } = orgOf(auth);
  return { orgId, role, actorId: auth.userId };
}

export function careersRoutes(ctx: AppContext) {
  const { db, env, storage } = ctx;
  const manage = requirePermission('career_pages:manage');
  const privacy = requirePermission('privacy:manage');
  const plan = requireFeature(db, 'career_pages');
  return new Hono<HonoEnv>()
    .get('/career-page', async (c) => ok(c, await getCareerPage(db, env, { orgId: actor(c).orgId })))
    .put('/career-page', manage, plan, async (c) => {
      const input = await parseBody(c, careerPageInputSchema);
      return ok(c, await updateCareerPage(db, env, actor(c), input));
    })
    .get('/jobs/:id/publish', async (c) => ok(c, await getPosting(db, env, { orgId: actor(c).orgId, jobId: c.req.param('id') })))
    .post('/jobs/:id/publish', manage, plan, async (c) => {
      const input = await parseBody(c, jobPostingInputSchema);
      return ok(c, await publishJob(db, env, actor(c), c.req.param('id'), input));
    })
    .delete('/jobs/:id/publish', manage, async (c) => ok(c, await unpublishJob(db, env, actor(c), c.req.param('id'))))
    // The job's page with the settings being edited, published or not: HTML the app shows in a sandboxed frame, never a public address.
    .post('/jobs/:id/publish/preview', async (c) => {
      const input = await parseBody(c, jobPostingInputSchema);
      const { found, job } = await previewPosting(db, { orgId: actor(c).orgId, jobId: c.req.param('id'), input });
      const { body, options } = jobPageParts({ env, base: '/careers', found, job, form: EMPTY_FORM, source: null, challenge: null, preview: true });
      const preview: JobPostingPreview = { html: publicPageHtml(body, options) };
      return ok(c, preview);
    })
    .get('/applications/:id/form', async (c) => ok(c, await applicationForm(db, { orgId: actor(c).orgId, applicationId: c.req.param('id') })))
    .get('/jobs/:id/applications/export', requirePermission('exports:run'), async (c) => {
      const { format } = validate(applicationsExportQuerySchema, c.req.query());
      const file = await exportApplications(db, { orgId: actor(c).orgId, jobId: c.req.param('id'), format });
      return c.body(new Uint8Array(file.bytes), 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'X-Content-Type-Options': 'nosniff',
      });
    })
    .get('/deletion-requests', privacy, async (c) => ok(c, await listDeletionRequests(db, { orgId: actor(c).orgId })))
    .post('/deletion-requests/:id/confirm', privacy, async (c) => ok(c, await confirmDeletion(db, storage, actor(c), c.req.param('id'))))
    .post('/deletion-requests/:id/dismiss', privacy, async (c) => ok(c, await dismissDeletion(db, actor(c), c.req.param('id'))));
}
