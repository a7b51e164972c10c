import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { candidatePatchSchema, listQuerySchema } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { orgOf, requirePermission } from '../../lib/guards';
import { ok, parseBody, type HonoEnv } from '../../lib/http';
import { listQuery, listResponse, pageWindow, sortOf } from '../../lib/list';
import type { ResumeSort } from './resumes.repo';
import { addResumeToJob, correctResume, getResume, resumeFile, resumeHtml, resumesPage, type ResumeCorrection } from './resumes.service';

const resumeListQuerySchema = listQuerySchema(['created_at', 'file_name'], '-created_at').extend({
  status: z.enum(['parsed', 'no_text', 'failed']).optional(),
  candidate_id: z.string().min(1).max(64).optional(),
});

const CORRECTABLE = ['first_name', 'last_name', 'email', 'phone', 'location', 'current_title', 'current_company', 'skills'] as const;
const resumePatchSchema = candidatePatchSchema.pick(Object.fromEntries(CORRECTABLE.map((k) => [k, true])) as { [K in (typeof CORRECTABLE)[number]]: true });
const addToJobSchema = z.object({ job_id: z.string().min(1).max(64) });

function actor(c: Context<HonoEnv>) {
  const auth = c.get('auth');
  const { orgId, role } = orgOf(auth);
  return { orgId, role, actorId: auth.userId };
}

/** Only the keys the client sent are applied, so an absent field never clears the candidate's value. */
async function sentKeys(c: Context<HonoEnv>): Promise<Set<string>> {
  try {
    const raw: unknown = JSON.parse((await c.req.text()) || '{}');
    return new Set(raw && typeof raw === 'object' ? Object.keys(raw) : []);
  } catch {
    return new Set();
  }
}

export function resumesRoutes(ctx: AppContext) {
  const { db, storage } = ctx;
  const write = requirePermission('candidates:write');
  return new Hono<HonoEnv>()
    .get('/resumes', async (c) => {
      const { page, page_size, sort, status, candidate_id } = listQuery(c, resumeListQuerySchema);
      const p = { page, page_size, sort };
      const { data, total } = await resumesPage(db, {
        orgId: actor(c).orgId,
        filters: { status, candidateId: candidate_id },
        sort: sortOf(sort) as ResumeSort,
        ...pageWindow(p),
      });
      return listResponse(c, data, total, p);
    })
    .get('/resumes/:id', async (c) => ok(c, await getResume(db, { orgId: actor(c).orgId, id: c.req.param('id') })))
    .get('/resumes/:id/file', async (c) => {
      const { bytes, headers } = await resumeFile(db, storage, { orgId: actor(c).orgId, id: c.req.param('id') });
      return new Response(Buffer.from(bytes), { status: 200, headers });
    })
    .get('/resumes/:id/html', async (c) => ok(c, await resumeHtml(db, storage, { orgId: actor(c).orgId, id: c.req.param('id') })))
    .patch('/resumes/:id', write, async (c) => {
      const parsed = await parseBody(c, resumePatchSchema);
      const sent = await sentKeys(c);
      const patch = Object.fromEntries(Object.entries(parsed).filter(([k, v]) => sent.has(k) && v !== undefined)) as ResumeCorrection;
      return ok(c, await correctResume(db, actor(c), c.req.param('id'), patch));
    })
    .post('/resumes/:id/add-to-job', write, async (c) => {
      const { job_id } = await parseBody(c, addToJobSchema);
      return ok(c, await addResumeToJob(ctx, actor(c), c.req.param('id'), job_id), 201);
    });
}
