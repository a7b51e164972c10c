import { Hono } from 'hono';
import { profileUpdateSchema, workingHoursSchema } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { ok, parseBody, type HonoEnv } from '../../lib/http';
import { getProfile, getWorkingHours, setWorkingHours, updateProfile } from './profile.service';

export function profileRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>()
    .get('/user/profile', async (c) => ok(c, await getProfile(ctx.db, { userId: c.get('auth').userId })))
    .patch('/user/profile', async (c) => {
      const input = await parseBody(c, profileUpdateSchema);
      return ok(c, await updateProfile(ctx.db, { userId: c.get('auth').userId, input }));
    })
    // When the member takes interviews: the schedule dialog's suggestions and self-scheduling links fit it.
    .get('/user/working-hours', async (c) => ok(c, await getWorkingHours(ctx.db, { userId: c.get('auth').userId })))
    .put('/user/working-hours', async (c) => {
      const hours = await parseBody(c, workingHoursSchema);
      return ok(c, await setWorkingHours(ctx.db, { userId: c.get('auth').userId, hours }));
    })
    .delete('/user/working-hours', async (c) => ok(c, await setWorkingHours(ctx.db, { userId: c.get('auth').userId, hours: null })));
}
