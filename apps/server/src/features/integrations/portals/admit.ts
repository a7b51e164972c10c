/**
 * One applicant a portal sent, inside the caller's transaction, however they arrived (a row of the
 * portal's export, an application email): the person goes through the import's own row path, so the
 * candidates feature's one dedupe policy decides who they are (a known person is matched, not
 * changed), then joins the job's "applied" stage with the portal as the application's source, and
 * the outcome is recorded for the portal page.
 */
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { AppContext } from '../../../lib/context';
import { addApplication } from '../../applications/applications.service';
import { importRow } from '../../data-transfer/import-candidate';
import type { RowCandidate } from '../../data-transfer/import-row';
import { stagesOfJob } from '../../jobs/jobs.service';
import type { PortalDef } from './definitions';
import { insertApplicantRow } from './portals.repo';

export type Admission = { outcome: 'created' | 'matched' | 'skipped'; reason: string | null; candidateId: string | null; applicationId: string | null };

type Arrival = {
  def: PortalDef;
  orgId: string;
  /** Who the changes are recorded as: the importing member, or the owner of the mailbox the email came to. */
  actorId: string;
  jobId: string;
  candidate: RowCandidate;
};

/** The person and their application; a refusal (a bad row, already in the job) comes back as `skipped` with the reason. */
export async function admit(tx: Db, ctx: Pick<AppContext, 'queue'>, a: Arrival): Promise<Admission> {
  const person = await importRow(tx, { orgId: a.orgId, actorId: a.actorId, candidate: a.candidate, dedupe: 'skip', tagId: null, events: ctx });
  if (!person.ok) return { outcome: 'skipped', reason: person.error, candidateId: null, applicationId: null };
  const outcome = person.result === 'created' ? 'created' : 'matched';
  try {
    const { stages } = await stagesOfJob(tx, { orgId: a.orgId, jobId: a.jobId });
    const applied = stages.find((s) => s.kind === 'applied');
    const application = await addApplication({ db: tx, queue: ctx.queue }, { orgId: a.orgId, actorId: a.actorId }, a.jobId, { candidate_id: person.candidateId, stage_id: applied?.id, source: a.def.source });
    return { outcome, reason: null, candidateId: person.candidateId, applicationId: application.id };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const reason = err.code === 'conflict' ? 'Already in this job' : err.message;
    return { outcome: 'skipped', reason, candidateId: person.candidateId, applicationId: null };
  }
}

/** Records what became of an applicant; false when this email was recorded already. */
export function recordAdmission(
  tx: Db,
  { def, orgId, channel, ref, name, email, jobId, createdBy, admission }: { def: PortalDef; orgId: string; channel: 'file' | 'email'; ref: string; name: string; email: string | null; jobId: string | null; createdBy: string | null; admission: Admission },
) {
  return insertApplicantRow(tx, {
    orgId,
    portal: def.id,
    channel,
    ref,
    outcome: admission.outcome,
    reason: admission.reason,
    name,
    email,
    candidateId: admission.candidateId,
    applicationId: admission.applicationId,
    jobId,
    createdBy,
  });
}
