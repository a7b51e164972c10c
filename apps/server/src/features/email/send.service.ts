/** A person sends: a template or a written message to one or many candidates, in one transaction. */
import { notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { queueEmails, queueTemplateEmails, type QueueResult } from './email.service';
import { ensureEmailQueue } from './send-email.queue';
import { findTemplate } from './templates.service';

type SendInput = { template_id?: string; subject?: string; body?: string; candidate_ids: string[]; job_id?: string };

export async function sendEmails(ctx: AppContext, { orgId, userId, input }: { orgId: string; userId: string; input: SendInput }): Promise<QueueResult> {
  await ensureEmailQueue(ctx);
  // An edited template is sent as written, still linked to the template it came from.
  if (input.template_id && !(await findTemplate(ctx.db, { orgId, id: input.template_id }))) throw notFound('Email template');
  const common = { orgId, candidateIds: input.candidate_ids, jobId: input.job_id ?? null, sentBy: userId, origin: 'user' as const };
  return ctx.db.transaction((tx) =>
    input.template_id && !(input.subject && input.body)
      ? queueTemplateEmails(tx, ctx, { ...common, templateId: input.template_id })
      : queueEmails(tx, ctx, { ...common, subject: input.subject!, body: input.body!, templateId: input.template_id ?? null }),
  );
}
