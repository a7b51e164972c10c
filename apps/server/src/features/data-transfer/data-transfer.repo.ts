/** Queries of imports and exports: operations of this organization and export batches. */
import { and, asc, count, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ExportFilters } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { customFilterSql, type CustomFilter } from '../custom-fields/filter-sql';
import { applications, candidateColumns, candidates, entityTags, operationItems, operations } from '../../db/schema';

export type OperationRow = typeof operations.$inferSelect;
export type CandidateRow = Omit<typeof candidates.$inferSelect, 'searchVector' | 'searchHead' | 'searchPairs'>;

export async function findOperation(db: Db, { orgId, id, kind }: { orgId: string; id: string; kind: OperationRow['kind'] }) {
  const [row] = await db
    .select()
    .from(operations)
    .where(and(eq(operations.orgId, orgId), eq(operations.id, id), eq(operations.kind, kind)))
    .limit(1);
  return row ?? null;
}

/** The unfinished rows of an import between two positions, in order. */
export async function pendingItems(db: Db, { orgId, operationId, from, to }: { orgId: string; operationId: string; from: number; to: number }) {
  return db
    .select()
    .from(operationItems)
    .where(
      and(
        eq(operationItems.orgId, orgId),
        eq(operationItems.operationId, operationId),
        inArray(operationItems.status, ['queued', 'running']),
        sql`${operationItems.position} >= ${from} AND ${operationItems.position} < ${to}`,
      ),
    )
    .orderBy(asc(operationItems.position));
}

/** The item, locked for this transaction; whoever holds it decides what happens to the row. */
export async function lockItem(tx: Db, { orgId, id }: { orgId: string; id: string }) {
  const [row] = await tx
    .select()
    .from(operationItems)
    .where(and(eq(operationItems.orgId, orgId), eq(operationItems.id, id)))
    .for('update');
  return row ?? null;
}

/** Export filters as SQL; every value is a bound parameter and every filter stays in the organization. */
function exportWhere(orgId: string, f: ExportFilters & { custom?: CustomFilter[] }): SQL {
  const parts: (SQL | undefined)[] = [eq(candidates.orgId, orgId), isNull(candidates.mergedIntoId), ...customFilterSql(sql`${candidates.customFields}`, f.custom)];
  if (f.q) parts.push(sql`${candidates.searchVector} @@ websearch_to_tsquery('english', ${f.q})`);
  if (f.skills?.length) {
    parts.push(sql`EXISTS (SELECT 1 FROM unnest(${candidates.skills}) AS s WHERE lower(s) IN (${sql.join(f.skills.map((s) => sql`${s.toLowerCase()}`), sql`, `)}))`);
  }
  if (f.location) parts.push(sql`${candidates.location} ILIKE ${'%' + f.location.replace(/[%_\\]/g, (m) => '\\' + m) + '%'}`);
  if (f.source) parts.push(sql`lower(${candidates.source}) = lower(${f.source})`);
  if (f.updated_within_days) parts.push(sql`${candidates.updatedAt} >= now() - make_interval(days => ${f.updated_within_days})`);
  if (f.tag_ids?.length) {
    parts.push(
      sql`EXISTS (SELECT 1 FROM ${entityTags} WHERE ${entityTags.orgId} = ${orgId} AND ${entityTags.entityId} = ${candidates.id} AND ${inArray(entityTags.tagId, f.tag_ids)})`,
    );
  }
  if (f.job_id) {
    parts.push(
      sql`EXISTS (SELECT 1 FROM ${applications} WHERE ${applications.orgId} = ${orgId} AND ${applications.candidateId} = ${candidates.id} AND ${applications.jobId} = ${f.job_id})`,
    );
  }
  return and(...parts)!;
}

export async function countForExport(db: Db, { orgId, filters }: { orgId: string; filters: ExportFilters }) {
  const [row] = await db.select({ n: count() }).from(candidates).where(exportWhere(orgId, filters));
  return Number(row?.n ?? 0);
}

/** One batch after the given id (keyset pagination: constant cost per batch at any depth). */
export async function exportBatch(db: Db, { orgId, filters, afterId, limit }: { orgId: string; filters: ExportFilters; afterId: string | null; limit: number }) {
  const where = afterId ? and(exportWhere(orgId, filters), gt(candidates.id, afterId)) : exportWhere(orgId, filters);
  return db.select(candidateColumns).from(candidates).where(where).orderBy(asc(candidates.id)).limit(limit);
}
