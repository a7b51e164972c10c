/** Live preview: a template or draft rendered for one candidate and job, or with sample values. */
import { SAMPLE_VALUES, findUnknownFields, renderTemplate, type EmailPreview } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { customMergeFields } from '../custom-fields/custom-fields.service';
import { mergeCandidates, mergeValues, nextInterviews, sendContext } from './merge-values';
import { getSignature } from './sender-settings.service';
import { findTemplate } from './templates.service';

type PreviewInput = { template_id?: string; subject?: string; body?: string; candidate_id?: string; job_id?: string };

export async function previewEmail(db: Db, { orgId, userId, input }: { orgId: string; userId: string; input: PreviewInput }): Promise<EmailPreview> {
  let subject = input.subject ?? '';
  let body = input.body ?? '';
  if (input.template_id) {
    const template = await findTemplate(db, { orgId, id: input.template_id });
    if (!template) throw notFound('Email template');
    subject = input.subject ?? template.subject;
    body = input.body ?? template.body;
  }
  const [context, custom] = await Promise.all([sendContext(db, { orgId, jobId: input.job_id, sentBy: userId }), customMergeFields(db, { orgId })]);
  // Without a recipient a custom field shows its label as the sample.
  const samples = Object.fromEntries(custom.fields.map((f) => [f.name, `[${f.label}]`]));
  let values = { ...SAMPLE_VALUES, ...samples, ...mergeValues(context, null, null, custom) };
  if (input.candidate_id) {
    const [candidate] = await mergeCandidates(db, { orgId, ids: [input.candidate_id] });
    if (!candidate) throw notFound('Candidate');
    const interviews = await nextInterviews(db, { orgId, candidateIds: [candidate.id], jobId: input.job_id });
    // A real recipient shows real gaps: no sample stands in for a missing job or interview.
    values = mergeValues(context, candidate, interviews.get(candidate.id) ?? null, custom);
  }
  const s = renderTemplate(subject, values, custom.names);
  const b = renderTemplate(body, values, custom.names);
  const { signature } = await getSignature(db, { orgId, userId });
  return {
    subject: s.text,
    body: signature.trim() ? `${b.text}\n\n-- \n${signature.trim()}` : b.text,
    unknown_fields: [...new Set([...findUnknownFields(subject, custom.names), ...findUnknownFields(body, custom.names)])],
    missing_fields: [...new Set([...s.missing, ...b.missing])],
  };
}
