/**
 * One application request, whichever door it came through (the JSON API or the page's form): rate
 * limits, the bot challenge, the job, the fields, the duplicate check, the resume's checks and
 * storage, then the transaction. Refusals are AppErrors the caller answers as JSON or as the form again.
 */
import type { Context } from 'hono';
import { ALREADY_APPLIED, APPLY_TOO_MANY_FOR_EMAIL, APPLY_TOO_MANY_FROM_ADDRESS } from '@hirebase/shared';
import { AppError } from '../../lib/app-error';
import type { BotChallenge } from '../../lib/bot-challenge';
import { addressKey, clientIp } from '../../lib/client-ip';
import type { AppContext } from '../../lib/context';
import { hitRateLimit, refundRateLimit } from '../../lib/rate-limit';
import { checkAndStore } from '../ingestion/receive-upload';
import { readApplyForm, type FormFields } from './apply-form';
import { alreadyApplied, recordApplication, type ApplyOutcome } from './apply.service';
import { pageBySlug } from './career-page.service';
import { receiveApplication } from './receive-application';
import { findSiteJob, type LiveJob } from './site.repo';

export const APPLY_PER_IP = { limit: 10, windowSeconds: 10 * 60 };
export const APPLY_PER_EMAIL_AND_JOB = { limit: 3, windowSeconds: 24 * 3600 };

/** The refusal, with what the form needs to show it again: the fields as sent. */
export class ApplyRefused extends Error {
  constructor(
    readonly error: AppError,
    readonly fields: FormFields,
  ) {
    super(error.message);
  }
}

function limited(c: Context, message: string, retryAfterSeconds: number): AppError {
  c.header('Retry-After', String(retryAfterSeconds));
  return new AppError('rate_limited', message, { retry_after: retryAfterSeconds });
}

/** The live job behind a slug and address segment: 404 for anything not live (410 once it has closed). */
export async function liveJobAt(ctx: Pick<AppContext, 'db'>, { slug, jobRef }: { slug: string; jobRef: string }) {
  // Segments that cannot be a slug or a job's address name nothing (and never reach the database).
  const found = /^[a-z0-9-]{1,60}$/.test(slug) && /^[A-Za-z0-9-]{1,120}$/.test(jobRef) ? await pageBySlug(ctx.db, slug) : null;
  if (!found) throw new AppError('not_found', 'Job not found');
  const job = await findSiteJob(ctx.db, { orgId: found.page.orgId, ref: jobRef });
  if (!job) throw new AppError('not_found', 'Job not found');
  if (job.state === 'gone') throw new AppError('gone', 'This job has closed and no longer takes applications');
  return { ...found, job: job.job };
}

export async function submitApplication(
  ctx: AppContext,
  bot: BotChallenge,
  c: Context,
  { slug, jobRef }: { slug: string; jobRef: string },
): Promise<ApplyOutcome & { job: LiveJob; orgName: string }> {
  const { db, env, storage } = ctx;
  const ip = clientIp(c, env.trustProxy);
  const byIp = await hitRateLimit(db, `careers-apply-ip:${addressKey(ip)}`, APPLY_PER_IP.limit, APPLY_PER_IP.windowSeconds);
  if (!byIp.allowed) throw limited(c, APPLY_TOO_MANY_FROM_ADDRESS, byIp.retryAfterSeconds);

  const { page, orgName, job } = await liveJobAt(ctx, { slug, jobRef });
  const received = await receiveApplication(c.req.raw);
  const { fields } = received;
  const refuse = (error: AppError) => new ApplyRefused(error, fields);

  // The ALTCHA widget's field, Turnstile's own (`cf-turnstile-response`), or sign-in's name for either.
  const solution = fields.altcha?.[0] ?? fields['cf-turnstile-response']?.[0] ?? fields.turnstile_token?.[0];
  if (env.botChallenge !== 'off' && !solution) throw refuse(new AppError('bad_request', 'Complete the check that you are not a robot, then send again.', { field: 'altcha' }));
  if (!(await bot.verify(solution, ip))) throw refuse(new AppError('bad_request', 'The check that you are not a robot failed. Please try again.', { field: 'altcha' }));

  const form = readApplyForm(fields, job.questions);
  const issues = form.ok ? [] : [...form.issues];
  if (!received.resume) issues.push({ path: 'resume', message: 'Attach your resume (PDF or DOCX)' });
  if (!form.ok || issues.length) throw refuse(new AppError('validation_failed', issues[0]!.message, issues));
  const { details } = form;

  // A second application of the same person is answered before the daily limit: it changes nothing, so it uses none of it.
  const duplicate = () => refuse(new AppError('conflict', ALREADY_APPLIED, [{ path: 'email', message: ALREADY_APPLIED }]));
  if (await alreadyApplied(db, { orgId: page.orgId, jobId: job.id, email: details.email })) throw duplicate();
  const mailKey = `careers-apply-mail:${job.id}:${details.email}`;
  const byEmail = await hitRateLimit(db, mailKey, APPLY_PER_EMAIL_AND_JOB.limit, APPLY_PER_EMAIL_AND_JOB.windowSeconds);
  if (!byEmail.allowed) throw refuse(limited(c, APPLY_TOO_MANY_FOR_EMAIL, byEmail.retryAfterSeconds));

  const stored = await checkAndStore({ fileName: received.resume!.fileName, bytes: received.resume!.bytes, orgId: page.orgId, storage });
  if (!stored.ok) {
    // A refused file is the applicant's mistake to fix, not an application: it does not count against their email.
    await refundRateLimit(db, mailKey);
    throw refuse(new AppError('unsupported_media_type', stored.error, [{ path: 'resume', message: stored.error }]));
  }
  try {
    const resume = { fileName: stored.fileName, kind: stored.kind, sha256: stored.sha256, size: stored.size, storageKey: stored.storageKey };
    const outcome = await recordApplication(ctx, { page, job, details, resume });
    return { ...outcome, job, orgName };
  } catch (err) {
    await storage.remove(stored.storageKey).catch(() => undefined);
    if (err instanceof AppError && err.code === 'conflict' && err.message === ALREADY_APPLIED) {
      // Two sends at once: the one that lost is a duplicate, and uses none of the limit either.
      await refundRateLimit(db, mailKey);
      throw duplicate();
    }
    throw err instanceof AppError ? refuse(err) : err;
  }
}
