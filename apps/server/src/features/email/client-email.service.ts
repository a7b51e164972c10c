/**
 * Mail about a candidate to someone other than the candidate: a client contact receiving a
 * submission. Rendered with the candidate's merge values plus the ones the caller adds (report link,
 * client and contact name), queued in the caller's transaction like every other email.
 */
import { fieldsIn, IDENTIFYING_MERGE_FIELDS, renderTemplate, type MergeFieldKey, type MergeValues } from '@hirebase/shared';
import { logActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import type { Db } from '../../db/client';
import { newId } from '../../lib/ids';
import { customMergeFields } from '../custom-fields/custom-fields.service';
import { assertKnownFields, storeEmails } from './email.service';
import { mergeCandidates, mergeValues, nextInterviews, sendContext } from './merge-values';

export type ClientEmailItem = { candidateId: string; toEmail: string; values: MergeValues };

/** An anonymised submission's email may not name or reach the person: each identifying field is refused by name. */
function assertAnonymous(subject: string, body: string) {
  // A candidate's custom fields can hold anything about the person, so they are refused too.
  const identifying = (text: string) => fieldsIn(text).filter((f) => IDENTIFYING_MERGE_FIELDS.includes(f as MergeFieldKey) || f.startsWith('candidate.cf.'));
  const details = [
    ...identifying(subject).map((f) => ({ path: 'subject', field: f, message: `{{${f}}} names the candidate; an anonymised submission can use {{candidate.initials}}` })),
    ...identifying(body).map((f) => ({ path: 'body', field: f, message: `{{${f}}} names the candidate; an anonymised submission can use {{candidate.initials}}` })),
  ];
  if (details.length) throw new AppError('validation_failed', `The report is anonymised: remove {{${details[0]!.field}}} from the ${details[0]!.path === 'subject' ? 'subject' : 'message'}`, details);
}

/**
 * Queues one email per item in one batch; a merge field without a value, or (anonymised) one that
 * identifies the candidate, is refused (422) before anything is queued.
 */
export async function queueClientEmails(
  tx: Db,
  ctx: Pick<AppContext, 'queue'>,
  p: { orgId: string; jobId: string; sentBy: string; templateId: string | null; subject: string; body: string; anonymised: boolean; items: ClientEmailItem[] },
): Promise<{ batchId: string; queued: number }> {
  const custom = await customMergeFields(tx, { orgId: p.orgId });
  assertKnownFields(p.subject, p.body, custom.names);
  if (p.anonymised) assertAnonymous(p.subject, p.body);
  const common = await sendContext(tx, { orgId: p.orgId, jobId: p.jobId, sentBy: p.sentBy });
  const ids = [...new Set(p.items.map((i) => i.candidateId))];
  const found = new Map((await mergeCandidates(tx, { orgId: p.orgId, ids })).map((c) => [c.id, c]));
  if (found.size !== ids.length) throw notFound('Candidate');
  const interviews = await nextInterviews(tx, { orgId: p.orgId, candidateIds: ids, jobId: p.jobId });
  const batchId = newId();
  const rows = p.items.map((item) => {
    const values = { ...mergeValues(common, found.get(item.candidateId)!, interviews.get(item.candidateId) ?? null, custom), ...item.values };
    const subject = renderTemplate(p.subject, values, custom.names);
    const body = renderTemplate(p.body, values, custom.names);
    const missing = [...new Set([...subject.missing, ...body.missing])];
    if (missing.length) throw new AppError('validation_failed', `No value for {{${missing[0]}}} in this submission`, { missing_fields: missing });
    return {
      id: newId(),
      orgId: p.orgId,
      candidateId: item.candidateId,
      jobId: p.jobId,
      templateId: p.templateId,
      batchId,
      toEmail: item.toEmail,
      subject: subject.text,
      body: body.text,
      status: 'queued' as const,
      sentBy: p.sentBy,
      origin: 'user' as const,
    };
  });
  await storeEmails(tx, ctx, p.orgId, rows);
  await logActivity(tx, {
    orgId: p.orgId,
    actorId: p.sentBy,
    action: 'send',
    entityType: 'email',
    entityId: batchId,
    changes: { subject: { before: null, after: p.subject }, queued: { before: null, after: rows.length } },
  });
  return { batchId, queued: rows.length };
}
