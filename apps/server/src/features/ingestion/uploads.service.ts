/** A resume drop: one transaction writes the operation, one item per file sent and one parse job per accepted file. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, operationItems, operations } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { Queue } from '../../lib/queue';
import type { Storage } from '../../providers/storage';
import { getOperation, type OperationDto } from './operations.service';
import type { ReceivedDrop } from './receive-upload';

export const PARSE_QUEUE = 'parse-resume';
export type ParseJobData = { org_id: string; item_id: string };
/**
 * Every parse job's options, where it is queued and where it is retried. The lease is short because
 * the worker renews it while it parses (queue.holdWhile): a dead worker's files return within seconds.
 */
export const PARSE_JOB_OPTIONS = { retryLimit: 3, retryDelay: 2, retryBackoff: true, expireInSeconds: 15 } as const;

export async function recordDrop(
  db: Db,
  queue: Queue,
  storage: Storage,
  input: { orgId: string; userId: string; drop: ReceivedDrop },
): Promise<OperationDto> {
  const { orgId, userId, drop } = input;
  const target = drop.fields.target === 'job' || drop.fields.job_id ? 'job' : 'resdb';
  const jobId = target === 'job' ? (drop.fields.job_id ?? '') : null;
  const discardStored = () => Promise.all(drop.files.map((f) => (f.ok ? storage.remove(f.storageKey) : undefined)));

  if (drop.files.length === 0) {
    throw new AppError('validation_failed', 'Please select files to upload');
  }
  if (target === 'job') {
    const [job] = jobId ? await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.orgId, orgId), eq(jobs.id, jobId))) : [];
    if (!job) {
      await discardStored();
      throw notFound('Job');
    }
  }

  const operationId = newId();
  const refused = drop.files.filter((f) => !f.ok).length;
  try {
    await db.transaction(async (tx) => {
      await tx.insert(operations).values({
        id: operationId,
        orgId,
        kind: 'resume_upload',
        status: refused === drop.files.length ? 'failed' : 'queued',
        target,
        jobId,
        total: drop.files.length,
        failed: refused,
        createdBy: userId,
        finishedAt: refused === drop.files.length ? new Date() : null,
      });
      const items = drop.files.map((f, position) => ({
        id: newId(),
        orgId,
        operationId,
        position,
        fileName: f.fileName,
        status: f.ok ? ('queued' as const) : ('failed' as const),
        error: f.ok ? null : f.error,
        sha256: f.ok ? f.sha256 : null,
        storageKey: f.ok ? f.storageKey : null,
      }));
      for (let i = 0; i < items.length; i += 250) await tx.insert(operationItems).values(items.slice(i, i + 250));
      await queue.insertInTx(
        tx,
        items
          .filter((item) => item.status === 'queued')
          .map((item) => ({
            name: PARSE_QUEUE,
            data: { org_id: orgId, item_id: item.id } satisfies ParseJobData,
            ...PARSE_JOB_OPTIONS,
          })),
      );
    });
  } catch (err) {
    // No record will refer to the stored files: remove them now rather than leave them to the sweep.
    await discardStored().catch(() => undefined);
    throw err;
  }
  return getOperation(db, { orgId, id: operationId });
}
