import { Hono } from 'hono';
import type { PublicConfig } from '@hirebase/shared';
import { AppError } from '../../lib/app-error';
import type { BotChallenge } from '../../lib/bot-challenge';
import type { AppContext } from '../../lib/context';
import { ok, type HonoEnv } from '../../lib/http';
import { previewInvitation } from '../team/team.service';

export function publicRoutes(ctx: AppContext, bot: BotChallenge) {
  const { env, db } = ctx;
  const config: PublicConfig = {
    bot_challenge: env.botChallenge,
    turnstile_site_key: env.botChallenge === 'turnstile' ? env.turnstileSiteKey : null,
    google_client_id: env.googleClientId && env.googleClientSecret ? env.googleClientId : null,
    extension_id: env.extensionId,
    maintenance: env.maintenance,
    password_policy: env.passwordPolicy,
  };
  return new Hono<HonoEnv>()
    .get('/config', (c) => ok(c, config))
    .get('/altcha/challenge', async (c) => {
      if (env.botChallenge !== 'altcha') throw new AppError('not_found', 'The ALTCHA challenge is not enabled');
      return bot.challengeHandler(c as never) as Promise<Response>;
    })
    .get('/invitations/:token', async (c) => {
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'no-referrer');
      return ok(c, await previewInvitation(db, c.req.param('token')));
    });
}
