import { Hono } from 'hono';
import { profileUpdateSchema } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { ok, parseBody, type HonoEnv } from '../../lib/http';
import { getProfile, updateProfile } from './profile.service';

export function profileRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>()
    .get('/user/profile', async (c) => ok(c, await getProfile(ctx.db, { userId: c.get('auth').userId })))
    .patch('/user/profile', async (c) => {
      const input = await parseBody(c, profileUpdateSchema);
      return ok(c, await updateProfile(ctx.db, { userId: c.get('auth').userId, input }));
    });
}
