import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pipelines, pipelineStages, rejectionReasons } from '../../db/schema';
import type { StageRow } from './stage-plan';

type Org = { orgId: string };

export async function listPipelineRows(db: Db, { orgId }: Org) {
  return db.select().from(pipelines).where(eq(pipelines.orgId, orgId)).orderBy(asc(pipelines.createdAt), asc(pipelines.id));
}

export async function findPipelineRow(db: Db, { orgId, id }: Org & { id: string }) {
  const [row] = await db
    .select()
    .from(pipelines)
    .where(and(eq(pipelines.orgId, orgId), eq(pipelines.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findDefaultPipelineRow(db: Db, { orgId }: Org) {
  const [row] = await db
    .select()
    .from(pipelines)
    .where(and(eq(pipelines.orgId, orgId), eq(pipelines.isDefault, true)))
    .orderBy(asc(pipelines.createdAt))
    .limit(1);
  return row ?? null;
}

export async function listStageRows(db: Db, { orgId, pipelineIds }: Org & { pipelineIds: string[] }) {
  if (pipelineIds.length === 0) return [];
  return db
    .select({
      id: pipelineStages.id,
      pipelineId: pipelineStages.pipelineId,
      name: pipelineStages.name,
      kind: pipelineStages.kind,
      position: pipelineStages.position,
    })
    .from(pipelineStages)
    .where(and(eq(pipelineStages.orgId, orgId), inArray(pipelineStages.pipelineId, pipelineIds)))
    .orderBy(asc(pipelineStages.position));
}

export async function insertPipelineRow(db: Db, { orgId, id, name, isDefault }: Org & { id: string; name: string; isDefault: boolean }) {
  await db.insert(pipelines).values({ id, orgId, name, isDefault });
}

export async function updatePipelineRow(db: Db, { orgId, id, name, isDefault }: Org & { id: string; name: string; isDefault: boolean }) {
  await db
    .update(pipelines)
    .set({ name, isDefault, updatedAt: new Date() })
    .where(and(eq(pipelines.orgId, orgId), eq(pipelines.id, id)));
}

/** Only one default per organization: every other pipeline stops being it. */
export async function clearOtherDefaults(db: Db, { orgId, exceptId }: Org & { exceptId: string }) {
  await db
    .update(pipelines)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(pipelines.orgId, orgId), eq(pipelines.isDefault, true), ne(pipelines.id, exceptId)));
}

export async function deletePipelineRow(db: Db, { orgId, id }: Org & { id: string }) {
  await db.delete(pipelines).where(and(eq(pipelines.orgId, orgId), eq(pipelines.id, id)));
}

export async function writeStageRows(
  db: Db,
  { orgId, pipelineId, kept, added, removed }: Org & { pipelineId: string; kept: StageRow[]; added: StageRow[]; removed: string[] },
) {
  if (removed.length) {
    await db
      .delete(pipelineStages)
      .where(and(eq(pipelineStages.orgId, orgId), eq(pipelineStages.pipelineId, pipelineId), inArray(pipelineStages.id, removed)));
  }
  for (const s of kept) {
    await db
      .update(pipelineStages)
      .set({ name: s.name, kind: s.kind, position: s.position })
      .where(and(eq(pipelineStages.orgId, orgId), eq(pipelineStages.pipelineId, pipelineId), eq(pipelineStages.id, s.id)));
  }
  if (added.length) await db.insert(pipelineStages).values(added.map((s) => ({ ...s, orgId, pipelineId })));
}

export async function listRejectionReasonRows(db: Db, { orgId }: Org) {
  return db
    .select({ id: rejectionReasons.id, label: rejectionReasons.label, position: rejectionReasons.position })
    .from(rejectionReasons)
    .where(eq(rejectionReasons.orgId, orgId))
    .orderBy(asc(rejectionReasons.position));
}

export async function replaceRejectionReasonRows(db: Db, { orgId, rows }: Org & { rows: { id: string; label: string; position: number }[] }) {
  await db.delete(rejectionReasons).where(eq(rejectionReasons.orgId, orgId));
  if (rows.length) await db.insert(rejectionReasons).values(rows.map((r) => ({ ...r, orgId })));
}
