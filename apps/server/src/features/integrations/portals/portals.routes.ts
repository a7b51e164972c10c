/**
 * /apps/naukri's API: any member reads the portal page; managers publish jobs to the portal;
 * administrators change its settings (connecting goes through /integrations/{provider}/connect);
 * recruiters import its applicants. Everything answers 403 `feature_disabled` without `job_portals`.
 * The feed is public, behind its capability token.
 */
import { portalImportSchema, portalPostingSchema, portalSettingsSchema } from '@hirebase/shared';
import { Hono } from 'hono';
import type { AppContext } from '../../../lib/context';
import { LINK_TOKEN_SHAPE } from '../../../lib/capability-links';
import { requireFeature, requirePermission } from '../../../lib/guards';
import { ok, parseBody, type HonoEnv } from '../../../lib/http';
import { publicNotFound } from '../../../lib/public-page';
import { receiveSheet } from '../../data-transfer/receive-sheet';
import { memberOf } from '../integrations.routes';
import { importPortalApplicants, portalFeed, portalOverview, previewPortalFile, savePortalPosting, unpublishPortalPosting, updatePortalSettings } from './portals.service';

export function portalsRoutes(ctx: AppContext) {
  const publish = requirePermission('career_pages:manage');
  const admin = requirePermission('integrations:manage');
  const write = requirePermission('candidates:write');
  return new Hono<HonoEnv>()
    .use('/portals/*', requireFeature(ctx.db, 'job_portals'))
    .get('/portals/:portal', async (c) => ok(c, await portalOverview(ctx, memberOf(c), c.req.param('portal'))))
    .put('/portals/:portal/settings', admin, async (c) => ok(c, await updatePortalSettings(ctx, memberOf(c), c.req.param('portal'), await parseBody(c, portalSettingsSchema))))
    .put('/portals/:portal/jobs/:jobId', publish, async (c) => ok(c, await savePortalPosting(ctx, memberOf(c), c.req.param('portal'), c.req.param('jobId'), await parseBody(c, portalPostingSchema))))
    .delete('/portals/:portal/jobs/:jobId', publish, async (c) => ok(c, await unpublishPortalPosting(ctx, memberOf(c), c.req.param('portal'), c.req.param('jobId'))))
    .post('/portals/:portal/imports/preview', write, async (c) => ok(c, await previewPortalFile(ctx, memberOf(c), c.req.param('portal'), await receiveSheet(c.req.raw))))
    .post('/portals/:portal/imports', write, async (c) => ok(c, await importPortalApplicants(ctx, memberOf(c), c.req.param('portal'), await parseBody(c, portalImportSchema))));
}

/** GET /api/v1/public/portals/{portal}/feeds/{token}.xml: what the portal fetches. */
export function portalFeedRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>().get('/portals/:portal/feeds/:file', async (c) => {
    const token = /^(.+)\.xml$/.exec(c.req.param('file'))?.[1] ?? '';
    const xml = LINK_TOKEN_SHAPE.test(token) ? await portalFeed(ctx, c.req.param('portal'), token) : null;
    if (xml === null) return publicNotFound(c, { private: true });
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('X-Robots-Tag', 'noindex');
    return c.body(xml);
  });
}
