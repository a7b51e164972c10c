/** The queues of assessment background work, queued in the transaction of the change that needs them. */
import { DEADLINE_GRACE_SECONDS } from '@hirebase/shared';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';

export const TIMEOUT_QUEUE = 'assessment-timeout';
export const TIMEOUT_OPTIONS = { retryLimit: 5, retryDelay: 30, retryBackoff: true } as const;
export type TimeoutJob = { org_id: string; attempt_id: string };

export async function queueTimeout(tx: Db, ctx: Pick<AppContext, 'queue'>, p: { orgId: string; attemptId: string; at: Date }) {
  const startAfter = new Date(p.at.getTime() + DEADLINE_GRACE_SECONDS * 1000);
  await ctx.queue.insertInTx(tx, [{ name: TIMEOUT_QUEUE, data: { org_id: p.orgId, attempt_id: p.attemptId } satisfies TimeoutJob, startAfter, ...TIMEOUT_OPTIONS }]);
}

/** Model grading after a submission: the model is asked outside any transaction, by the worker. */
export const SUGGEST_QUEUE = 'assessment-suggest-grades';
export type SuggestJob = { org_id: string; attempt_id: string };
