import { Hono } from 'hono';
import { CAPTURE_EXTRACTS_PER_MINUTE, captureExtractSchema, captureLookupSchema } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { orgOf, requirePermission } from '../../lib/guards';
import { ok, parseBody, type HonoEnv } from '../../lib/http';
import { offThreadTask, runOffThread } from '../../lib/off-thread';
import { enforceRateLimit } from '../../lib/rate-limit';
import type { CapturedFields } from '@hirebase/shared';
import { lookupCaptured } from './capture.service';

/** A page's text goes through the resume extractor on a worker thread, like an uploaded resume's. */
const captureFieldsTask = offThreadTask<string, CapturedFields>(
  new URL('../ingestion/parse-worker.ts', import.meta.url),
  () => import('../ingestion/parse-worker'),
  'captureFieldsTask',
);

/** The browser extension's two questions while a recruiter captures a person (SPEC §7). */
export function captureRoutes(ctx: AppContext) {
  const { db } = ctx;
  const write = requirePermission('candidates:write');
  return new Hono<HonoEnv>()
    .post('/capture/lookup', write, async (c) => {
      const { orgId } = orgOf(c.get('auth'));
      const input = await parseBody(c, captureLookupSchema);
      return ok(
        c,
        await lookupCaptured(db, {
          orgId,
          emails: input.emails,
          phones: input.phones,
          profileUrls: input.profile_urls,
        }),
      );
    })
    .post('/capture/extract', write, async (c) => {
      const { orgId } = orgOf(c.get('auth'));
      const { text } = await parseBody(c, captureExtractSchema);
      await enforceRateLimit(c, db, `capture-extract:${orgId}`, CAPTURE_EXTRACTS_PER_MINUTE, 60, 'Too many captures this minute. Please try again shortly.');
      return ok(c, await runOffThread(captureFieldsTask, text));
    });
}
