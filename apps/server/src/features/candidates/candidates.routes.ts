import { Hono, type Context } from 'hono';
import { candidateInputSchema, candidateListQuerySchema, candidatePatchSchema, mergeInputSchema } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { orgOf, requirePermission } from '../../lib/guards';
import { ok, parseBody, type HonoEnv } from '../../lib/http';
import { listQuery, listResponse, pageWindow, sortOf } from '../../lib/list';
import { candidatesPage, createCandidate, editCandidate, getCandidate, removeCandidate } from './candidates.service';
import { confirmDuplicate, dismissDuplicate, listPossibleDuplicates } from './duplicates.service';
import { mergeCandidates } from './merge.service';

function actor(c: Context<HonoEnv>) {
  const auth = c.get('auth');
  const { orgId, role } = orgOf(auth);
  return { orgId, role, actorId: auth.userId };
}

/**
 * The shared patch schema gives `skills` a default of [] even when absent; only the keys the
 * client sent are applied, so a PATCH without `skills` never clears them.
 */
async function sentKeys(c: Context<HonoEnv>): Promise<Set<string>> {
  const raw: unknown = JSON.parse((await c.req.text()) || '{}');
  return new Set(raw && typeof raw === 'object' ? Object.keys(raw) : []);
}

export function candidatesRoutes(ctx: AppContext) {
  const { db } = ctx;
  const write = requirePermission('candidates:write');
  return new Hono<HonoEnv>()
    .get('/candidates', async (c) => {
      const { page, page_size, sort, ...filters } = listQuery(c, candidateListQuerySchema);
      const p = { page, page_size, sort };
      const { data, total } = await candidatesPage(db, { orgId: actor(c).orgId, filters, sort: sortOf(sort), ...pageWindow(p) });
      return listResponse(c, data, total, p);
    })
    .post('/candidates', write, async (c) => {
      const input = await parseBody(c, candidateInputSchema);
      const fields = {
        ...input,
        email: input.email ?? null,
        phone: input.phone ?? null,
        location: input.location ?? null,
        current_title: input.current_title ?? null,
        current_company: input.current_company ?? null,
        years_experience: input.years_experience ?? null,
        source: input.source ?? null,
        owner_id: input.owner_id ?? null,
      };
      return ok(c, await createCandidate(db, actor(c), fields, ctx), 201);
    })
    .get('/candidates/:id', async (c) => ok(c, await getCandidate(db, { ...actor(c), id: c.req.param('id') })))
    .patch('/candidates/:id', write, async (c) => {
      const parsed = await parseBody(c, candidatePatchSchema);
      const sent = await sentKeys(c);
      const patch = Object.fromEntries(Object.entries(parsed).filter(([k]) => sent.has(k)));
      return ok(c, await editCandidate(db, actor(c), c.req.param('id'), patch));
    })
    .delete('/candidates/:id', requirePermission('candidates:delete'), async (c) => {
      await removeCandidate(db, actor(c), c.req.param('id'));
      return ok(c, { id: c.req.param('id') });
    })
    .post('/candidates/:id/merge', write, async (c) => {
      const { duplicate_id } = await parseBody(c, mergeInputSchema);
      return ok(c, await mergeCandidates(db, actor(c), { keptId: c.req.param('id'), duplicateId: duplicate_id }));
    })
    .get('/candidates/:id/duplicates', async (c) => ok(c, await listPossibleDuplicates(db, { orgId: actor(c).orgId, candidateId: c.req.param('id') })))
    .post('/candidates/:id/duplicates/:duplicateId/confirm', write, async (c) =>
      ok(c, await confirmDuplicate(db, actor(c), { candidateId: c.req.param('id'), proposalId: c.req.param('duplicateId') })),
    )
    .post('/candidates/:id/duplicates/:duplicateId/dismiss', write, async (c) =>
      ok(c, await dismissDuplicate(db, actor(c), { candidateId: c.req.param('id'), proposalId: c.req.param('duplicateId') })),
    );
}
