import type { Pipeline, RejectionReason, StageKind } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { pipelines, pipelineStages, rejectionReasons } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import {
  clearOtherDefaults,
  deletePipelineRow,
  findDefaultPipelineRow,
  findPipelineRow,
  insertPipelineRow,
  listPipelineRows,
  listRejectionReasonRows,
  listStageRows,
  replaceRejectionReasonRows,
  updatePipelineRow,
  writeStageRows,
} from './pipelines.repo';
import { planStages, type StageInput } from './stage-plan';

export { planStages, type StageInput, type StagePlan, type StageRow } from './stage-plan';

export const DEFAULT_STAGES: { name: string; kind: StageKind }[] = [
  { name: 'Sourced', kind: 'sourced' },
  { name: 'Applied', kind: 'applied' },
  { name: 'Phone screen', kind: 'screening' },
  { name: 'Interview', kind: 'interview' },
  { name: 'Offer', kind: 'offer' },
  { name: 'Hired', kind: 'hired' },
  { name: 'Rejected', kind: 'rejected' },
];

export const DEFAULT_REJECTION_REASONS = [
  'Not a fit for the role',
  'Salary expectations',
  'Withdrew',
  'Position filled',
  'No response',
  'Failed assessment',
  'Culture or values',
  'Location or visa',
];

/** The pipeline template every new organization starts with. */
export async function createDefaultPipeline(tx: Db, orgId: string): Promise<string> {
  const pipelineId = newId();
  await tx.insert(pipelines).values({ id: pipelineId, orgId, name: 'Default pipeline', isDefault: true });
  await tx
    .insert(pipelineStages)
    .values(DEFAULT_STAGES.map((s, position) => ({ id: newId(), orgId, pipelineId, position, ...s })));
  return pipelineId;
}

/** The rejection reasons every new organization starts with. */
export async function createDefaultRejectionReasons(tx: Db, orgId: string): Promise<void> {
  await tx.insert(rejectionReasons).values(DEFAULT_REJECTION_REASONS.map((label, position) => ({ id: newId(), orgId, label, position })));
}

type Actor = { orgId: string; actorId: string };
type PipelineInput = { name: string; is_default?: boolean; stages: StageInput[] };

export async function listPipelines(db: Db, { orgId }: { orgId: string }): Promise<Pipeline[]> {
  const rows = await listPipelineRows(db, { orgId });
  const stages = await listStageRows(db, { orgId, pipelineIds: rows.map((r) => r.id) });
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    is_default: p.isDefault,
    stages: stages.filter((s) => s.pipelineId === p.id).map(({ id, name, kind, position }) => ({ id, name, kind, position })),
    updated_at: p.updatedAt.toISOString(),
  }));
}

export async function getPipeline(db: Db, { orgId, id }: { orgId: string; id: string }): Promise<Pipeline> {
  const row = await findPipelineRow(db, { orgId, id });
  if (!row) throw notFound('Pipeline');
  const stages = await listStageRows(db, { orgId, pipelineIds: [id] });
  return {
    id: row.id,
    name: row.name,
    is_default: row.isDefault,
    stages: stages.map(({ id, name, kind, position }) => ({ id, name, kind, position })),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function createPipeline(db: Db, actor: Actor, input: PipelineInput): Promise<Pipeline> {
  const id = newId();
  await db.transaction(async (tx) => {
    const isDefault = input.is_default === true;
    await insertPipelineRow(tx, { orgId: actor.orgId, id, name: input.name, isDefault });
    if (isDefault) await clearOtherDefaults(tx, { orgId: actor.orgId, exceptId: id });
    const plan = planStages([], input.stages.map(({ name, kind }) => ({ name, kind })));
    await writeStageRows(tx, { orgId: actor.orgId, pipelineId: id, kept: [], added: plan.added, removed: [] });
    await logActivity(tx, {
      ...actor,
      action: 'create',
      entityType: 'pipeline',
      entityId: id,
      changes: {
        name: { before: null, after: input.name },
        stages: { before: null, after: plan.next.map((s) => s.name) },
        ...(isDefault ? { is_default: { before: null, after: true } } : {}),
      },
    });
  });
  return getPipeline(db, { orgId: actor.orgId, id });
}

export async function updatePipeline(db: Db, actor: Actor, id: string, input: PipelineInput): Promise<Pipeline> {
  await db.transaction(async (tx) => {
    const row = await findPipelineRow(tx, { orgId: actor.orgId, id });
    if (!row) throw notFound('Pipeline');
    if (row.isDefault && input.is_default === false) {
      throw new AppError('conflict', 'An organization needs a default pipeline; make another one the default instead');
    }
    const isDefault = input.is_default ?? row.isDefault;
    const existing = await listStageRows(tx, { orgId: actor.orgId, pipelineIds: [id] });
    const plan = planStages(existing, input.stages);
    await updatePipelineRow(tx, { orgId: actor.orgId, id, name: input.name, isDefault });
    if (isDefault && !row.isDefault) await clearOtherDefaults(tx, { orgId: actor.orgId, exceptId: id });
    await writeStageRows(tx, { orgId: actor.orgId, pipelineId: id, kept: plan.kept, added: plan.added, removed: plan.removed.map((s) => s.id) });
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    if (row.name !== input.name) changes.name = { before: row.name, after: input.name };
    if (row.isDefault !== isDefault) changes.is_default = { before: row.isDefault, after: isDefault };
    const before = existing.map((s) => `${s.name}:${s.kind}`).join('|');
    const after = plan.next.map((s) => `${s.name}:${s.kind}`).join('|');
    if (before !== after) changes.stages = { before: existing.map((s) => s.name), after: plan.next.map((s) => s.name) };
    await logActivity(tx, { ...actor, action: 'update', entityType: 'pipeline', entityId: id, changes });
  });
  return getPipeline(db, { orgId: actor.orgId, id });
}

export async function deletePipeline(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findPipelineRow(tx, { orgId: actor.orgId, id });
    if (!row) throw notFound('Pipeline');
    if (row.isDefault) throw new AppError('conflict', 'The default pipeline cannot be deleted; make another one the default first');
    await deletePipelineRow(tx, { orgId: actor.orgId, id });
    await logActivity(tx, { ...actor, action: 'delete', entityType: 'pipeline', entityId: id, changes: { name: { before: row.name, after: null } } });
  });
}

/** The stages a new job copies: those of the given template, or of the default one. */
export async function templateStages(db: Db, { orgId, pipelineId }: { orgId: string; pipelineId?: string }) {
  const row = pipelineId ? await findPipelineRow(db, { orgId, id: pipelineId }) : await findDefaultPipelineRow(db, { orgId });
  if (!row) {
    if (pipelineId) throw new AppError('validation_failed', 'Unknown pipeline', [{ path: 'pipeline_id', message: 'Unknown pipeline' }]);
    return DEFAULT_STAGES;
  }
  const stages = await listStageRows(db, { orgId, pipelineIds: [row.id] });
  return stages.map(({ name, kind }) => ({ name, kind }));
}

export async function listRejectionReasons(db: Db, { orgId }: { orgId: string }): Promise<RejectionReason[]> {
  return listRejectionReasonRows(db, { orgId });
}

export async function setRejectionReasons(db: Db, actor: Actor, reasons: { id?: string; label: string }[]): Promise<RejectionReason[]> {
  const labels = reasons.map((r) => r.label.toLowerCase());
  if (new Set(labels).size !== labels.length) {
    throw new AppError('validation_failed', 'Reasons must be unique', [{ path: 'reasons', message: 'Reasons must be unique' }]);
  }
  await db.transaction(async (tx) => {
    const existing = await listRejectionReasonRows(tx, { orgId: actor.orgId });
    const known = new Set(existing.map((r) => r.id));
    const rows = reasons.map((r, position) => ({ id: r.id && known.has(r.id) ? r.id : newId(), label: r.label, position }));
    const unique = new Set(rows.map((r) => r.id)).size === rows.length;
    await replaceRejectionReasonRows(tx, { orgId: actor.orgId, rows: unique ? rows : rows.map((r) => ({ ...r, id: newId() })) });
    await logActivity(tx, {
      ...actor,
      action: 'update',
      entityType: 'organization',
      entityId: actor.orgId,
      changes: { rejection_reasons: { before: existing.map((r) => r.label), after: rows.map((r) => r.label) } },
    });
  });
  return listRejectionReasonRows(db, { orgId: actor.orgId });
}
