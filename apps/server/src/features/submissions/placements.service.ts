/**
 * Placements: marking a submission placed records its terms and fee (managers only, decision 034),
 * fills one of the job's openings and, when the last one is filled, marks the job filled.
 */
import { placementInputSchema, type Placement, type PlacementInput, type PlacementPatch, type Role } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { logActivity } from '../../lib/activity';
import { notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { validate } from '../../lib/http';
import { newId } from '../../lib/ids';
import { changesBetween } from '../activity/activity.service';
import { customValuesReader, saveCustomValues } from '../custom-fields/custom-fields.service';
import { feeOf, toPlacement } from './placement-shape';
import { applyStatus, assertOpen } from './submission-status';
import { fillJobIfFull, findPlacement, insertPlacement, lockSubmission, updatePlacement, type PlacementRow } from './submissions.repo';

/** Who acts; `role` decides which custom fields exist for them (decision 038). */
type Actor = { orgId: string; actorId: string; role?: Role | undefined };
type Terms = ReturnType<typeof placementInputSchema.parse>;

function columnsOf(t: Terms) {
  return {
    startDate: t.start_date,
    endDate: t.end_date ?? null,
    salary: t.salary ?? null,
    billRate: t.bill_rate ?? null,
    payRate: t.pay_rate ?? null,
    rateUnit: t.rate_unit ?? null,
    currency: t.currency,
    feeType: t.fee_type,
    feePercent: t.fee_type === 'percent' ? (t.fee_percent ?? null) : null,
    feeAmount: feeOf(t),
    guaranteeDays: t.guarantee_days,
    invoiceStatus: t.invoice_status,
    invoiceRef: t.invoice_ref ?? null,
  };
}

function termsOf(r: PlacementRow): PlacementInput {
  return {
    start_date: r.startDate,
    end_date: r.endDate,
    salary: r.salary,
    bill_rate: r.billRate,
    pay_rate: r.payRate,
    rate_unit: r.rateUnit,
    currency: r.currency,
    fee_type: r.feeType,
    fee_percent: r.feePercent,
    fee_amount: r.feeType === 'flat' ? r.feeAmount : null,
    guarantee_days: r.guaranteeDays,
    invoice_status: r.invoiceStatus,
    invoice_ref: r.invoiceRef,
  };
}

/** Places an open submission: status 'placed' (through the one status path), the placement, and the job's openings. */
export async function placeSubmission(ctx: AppContext, actor: Actor, submissionId: string, terms: Terms): Promise<Placement> {
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    const row = await lockSubmission(tx, { orgId: actor.orgId, id: submissionId });
    if (!row) throw notFound('Submission');
    assertOpen(row);
    const values = columnsOf(terms);
    await insertPlacement(tx, { id, orgId: actor.orgId, submissionId, jobId: row.jobId, candidateId: row.candidateId, createdBy: actor.actorId, ...values });
    const custom = await saveCustomValues(tx, { orgId: actor.orgId, entity: 'placement', entityId: id, input: terms.custom_fields, creating: true, role: actor.role });
    await applyStatus(tx, ctx, row, { to: 'placed', reason: null, actorId: actor.actorId });
    await logActivity(tx, {
      ...actor,
      action: 'create',
      entityType: 'placement',
      entityId: id,
      changes: { ...changesBetween({}, { submission_id: submissionId, start_date: values.startDate, currency: values.currency, fee_amount: values.feeAmount }), ...custom },
    });
    const fill = await fillJobIfFull(tx, { orgId: actor.orgId, jobId: row.jobId });
    if (fill?.filled) {
      await logActivity(tx, { ...actor, action: 'update', entityType: 'job', entityId: row.jobId, changes: { status: { before: fill.before, after: 'filled' } } });
    }
  });
  return getPlacement(ctx.db, { orgId: actor.orgId, id, role: actor.role });
}

export async function getPlacement(db: Db, { orgId, id, role }: { orgId: string; id: string; role?: Role | undefined }): Promise<Placement> {
  const row = await findPlacement(db, { orgId, id });
  if (!row) throw notFound('Placement');
  return { ...toPlacement(row), custom_fields: (await customValuesReader(db, { orgId, entity: 'placement', role }))(row.customFields) };
}

/** Edits the terms; the merged terms are checked as a whole (a percentage fee still needs its salary). */
export async function editPlacement(db: Db, actor: Actor, id: string, given: PlacementPatch): Promise<Placement> {
  const { custom_fields, ...patch } = given;
  await db.transaction(async (tx) => {
    const row = await findPlacement(tx, { orgId: actor.orgId, id });
    if (!row) throw notFound('Placement');
    const before = termsOf(row);
    const merged = { ...before, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) };
    const terms = validate(placementInputSchema, merged);
    const values = columnsOf(terms);
    await updatePlacement(tx, { orgId: actor.orgId, id, set: values });
    const changes = { ...changesBetween(columnsOf(validate(placementInputSchema, before)), values), ...(await saveCustomValues(tx, { orgId: actor.orgId, entity: 'placement', entityId: id, input: custom_fields, creating: false, role: actor.role })) };
    if (Object.keys(changes).length) await logActivity(tx, { ...actor, action: 'update', entityType: 'placement', entityId: id, changes });
  });
  return getPlacement(db, { orgId: actor.orgId, id, role: actor.role });
}
