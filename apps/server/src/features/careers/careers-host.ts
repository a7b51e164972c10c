/** CAREERS_HOST: a second host name whose whole site is the careers site (with the public stylesheet). */
import { Hono, type MiddlewareHandler } from 'hono';
import type { BotChallenge } from '../../lib/bot-challenge';
import type { AppContext } from '../../lib/context';
import { errorHandler, type HonoEnv } from '../../lib/http';
import { publicAssetRoutes, publicNotFound } from '../../lib/public-page';
import { careersSiteRoutes } from './careers-site.routes';
import { robotsRoutes } from './robots';

export { careersSiteRoutes, robotsRoutes };

/** True when the request's Host is the careers host (its port is compared only when the setting names one). */
export function isCareersHost(hostHeader: string | undefined, careersHost: string): boolean {
  const host = (hostHeader ?? '').trim().toLowerCase();
  return careersHost.includes(':') ? host === careersHost : host.replace(/:\d+$/, '') === careersHost;
}

export function careersHostRoutes(ctx: AppContext, bot: BotChallenge, careersHost: string): MiddlewareHandler<HonoEnv> {
  const site = new Hono<HonoEnv>();
  site.route('/', publicAssetRoutes());
  site.route('/', careersSiteRoutes(ctx, bot, ''));
  site.route('/', robotsRoutes(ctx, ''));
  site.onError(errorHandler(ctx.log));
  site.notFound((c) => publicNotFound(c, { private: false }));
  return async (c, next) => {
    if (!isCareersHost(c.req.header('host'), careersHost)) return next();
    return site.fetch(c.req.raw, c.env);
  };
}
