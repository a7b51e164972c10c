/** Stored resumes: every read and write is scoped by the organization. */
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidates, resumes } from '../../db/schema';

export type ResumeStatus = 'parsed' | 'no_text' | 'failed';
export type ResumeFilters = { status?: ResumeStatus | undefined; candidateId?: string | undefined };
export type ResumeSort = { field: 'created_at' | 'file_name'; desc: boolean };

const summaryColumns = {
  id: resumes.id,
  candidateId: resumes.candidateId,
  fileName: resumes.fileName,
  contentType: resumes.contentType,
  size: resumes.size,
  status: resumes.status,
  createdAt: resumes.createdAt,
  updatedAt: resumes.updatedAt,
  firstName: candidates.firstName,
  lastName: candidates.lastName,
  mergedIntoId: candidates.mergedIntoId,
};

function where(orgId: string, f: ResumeFilters): SQL {
  const parts = [eq(resumes.orgId, orgId)];
  if (f.status) parts.push(eq(resumes.status, f.status));
  if (f.candidateId) parts.push(eq(resumes.candidateId, f.candidateId));
  return and(...parts)!;
}

export async function listResumeRows(
  db: Db,
  { orgId, filters, sort, limit, offset }: { orgId: string; filters: ResumeFilters; sort: ResumeSort; limit: number; offset: number },
) {
  const column = sort.field === 'file_name' ? resumes.fileName : resumes.createdAt;
  const order = sort.desc ? desc(column) : asc(column);
  const join = and(eq(candidates.id, resumes.candidateId), eq(candidates.orgId, resumes.orgId));
  const [rows, [total]] = await Promise.all([
    db.select(summaryColumns).from(resumes).leftJoin(candidates, join).where(where(orgId, filters)).orderBy(order, asc(resumes.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(resumes).where(where(orgId, filters)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findResumeRow(db: Db, { orgId, id, lock = false }: { orgId: string; id: string; lock?: boolean }) {
  const query = db
    .select()
    .from(resumes)
    .where(and(eq(resumes.orgId, orgId), eq(resumes.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function candidateRefRow(db: Db, { orgId, id }: { orgId: string; id: string }) {
  const [row] = await db
    .select({ id: candidates.id, firstName: candidates.firstName, lastName: candidates.lastName, mergedIntoId: candidates.mergedIntoId })
    .from(candidates)
    .where(and(eq(candidates.orgId, orgId), eq(candidates.id, id)))
    .limit(1);
  return row ?? null;
}

export async function linkResume(db: Db, { orgId, id, candidateId }: { orgId: string; id: string; candidateId: string }) {
  await db
    .update(resumes)
    .set({ candidateId, updatedAt: new Date() })
    .where(and(eq(resumes.orgId, orgId), eq(resumes.id, id)));
}
