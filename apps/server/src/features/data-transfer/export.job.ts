/**
 * The export job: reads matching candidates in keyset batches, writes them to a temporary file,
 * stores it and completes the operation. A retry starts the file over; a finished export is left
 * alone, so a repeated job never writes twice.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { customFieldText, EXPORT_FIELD_LABELS, type ExportField } from '@hirebase/shared';
import { operations } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { storageKey } from '../../providers/storage';
import { notifyOperationFinished } from '../ingestion/operations.service';
import { tagsFor } from '../tags/tags.service';
import { userRefs } from '../users/users.service';
import { countForExport, exportBatch, findOperation, type CandidateRow } from './data-transfer.repo';
import { csvWriter, xlsxWriter, type Cell } from './export-file';
import { EXPORT_QUEUE, type ExportJobData, type ExportParams } from './exports.service';

const BATCH = 1000;

function cellOf(field: ExportField, c: CandidateRow, tags: string[]): Cell {
  switch (field) {
    case 'first_name': return c.firstName;
    case 'last_name': return c.lastName;
    case 'email': return c.email;
    case 'phone': return c.phone;
    case 'emails': return c.emails.join(', ');
    case 'phones': return c.phones.join(', ');
    case 'location': return c.location;
    case 'current_title': return c.currentTitle;
    case 'current_company': return c.currentCompany;
    case 'years_experience': return c.yearsExperience == null ? null : Number(c.yearsExperience);
    case 'skills': return c.skills.join(', ');
    case 'source': return c.source;
    case 'links': return c.links.map((l) => l.url).join(', ');
    case 'tags': return tags.join(', ');
    case 'created_at': return c.createdAt.toISOString();
    case 'updated_at': return c.updatedAt.toISOString();
  }
}

export async function runExportJob(ctx: AppContext, data: ExportJobData, finalAttempt = true): Promise<void> {
  const { db, storage } = ctx;
  const op = await findOperation(db, { orgId: data.org_id, id: data.operation_id, kind: 'export' });
  if (!op || op.status === 'completed' || op.status === 'failed') return;
  const { orgId } = op;
  const params = op.params as ExportParams;
  const where = and(eq(operations.orgId, orgId), eq(operations.id, op.id));
  const total = await countForExport(db, { orgId, filters: params.filters });
  await db.update(operations).set({ status: 'running', total, succeeded: 0, failed: 0, updatedAt: new Date() }).where(where);

  const dir = await mkdtemp(path.join(os.tmpdir(), 'hirebase-export-'));
  const file = path.join(dir, `export.${params.format}`);
  try {
    const columns = params.columns ?? [];
    const header = [...params.fields.map((f) => EXPORT_FIELD_LABELS[f]), ...columns.map((c) => c.label)];
    const writer = params.format === 'csv' ? csvWriter(file, header) : xlsxWriter(file, header);
    let afterId: string | null = null;
    for (;;) {
      const rows = await exportBatch(db, { orgId, filters: params.filters, afterId, limit: BATCH });
      if (rows.length === 0) break;
      const tags = await tagsFor(db, { orgId, entityIds: rows.map((r) => r.id) });
      const people = columns.filter((col) => col.type === 'user').flatMap((col) => rows.map((r) => r.customFields[col.id] as string | undefined));
      const names = new Map([...(await userRefs(db, people)).values()].map((u) => [u.id, u.name]));
      for (const c of rows) {
        const custom = columns.map((col) => customFieldText(col, c.customFields[col.id], names) || null);
        await writer.write([...params.fields.map((f) => cellOf(f, c, (tags.get(c.id) ?? []).map((t) => t.name))), ...custom]);
      }
      afterId = rows.at(-1)!.id;
      // Progress for the live operation page; capped, since candidates may be added meanwhile.
      await db.update(operations).set({ succeeded: sql`LEAST(${operations.total}, ${operations.succeeded} + ${rows.length})`, updatedAt: new Date() }).where(where);
    }
    await writer.finish();
    const key = storageKey(orgId, 'exports');
    await storage.put(key, new Uint8Array(await readFile(file)));
    const fileName = `candidates-${new Date().toISOString().slice(0, 10)}.${params.format}`;
    await db
      .update(operations)
      .set({ status: 'completed', succeeded: sql`${operations.total}`, resultFileKey: key, resultFileName: fileName, finishedAt: new Date(), updatedAt: new Date() })
      .where(where);
    await notifyOperationFinished(db, { orgId, op: { id: op.id, kind: 'export', status: 'completed', created_by: op.createdBy, succeeded: total, failed: 0 } });
  } catch (err) {
    if (finalAttempt) {
      await db.update(operations).set({ status: 'failed', finishedAt: new Date(), updatedAt: new Date() }).where(where);
      await notifyOperationFinished(db, { orgId, op: { id: op.id, kind: 'export', status: 'failed', created_by: op.createdBy, succeeded: 0, failed: total } });
    }
    throw err;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function startExportWorkers(ctx: AppContext) {
  await ctx.queue.createQueue(EXPORT_QUEUE, { name: EXPORT_QUEUE, retryLimit: 2, retryDelay: 5, expireInSeconds: 1800 });
  await ctx.queue.boss.work<ExportJobData>(EXPORT_QUEUE, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs as PgBoss.JobWithMetadata<ExportJobData>[]) await runExportJob(ctx, job.data, job.retryCount >= job.retryLimit);
  });
}
