import { z } from 'zod';
import { idListSchema, listQuerySchema, userRefSchema } from './common';

const subjectSchema = z.string().trim().min(1, 'Write a subject').max(300);
const bodySchema = z.string().trim().min(1, 'Write a message').max(20_000);

export const emailTemplateInputSchema = z.object({
  name: z.string().trim().min(1, 'Name the template').max(120),
  subject: subjectSchema,
  body: bodySchema,
});
export type EmailTemplateInput = z.input<typeof emailTemplateInputSchema>;
export const emailTemplatePatchSchema = emailTemplateInputSchema.partial();

export const emailTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  created_by: userRefSchema.nullable(),
  /** Whether the viewer may edit or delete it: its creator, or a manager or admin. */
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

/** Render a template (or a subject and body) for one candidate and job, or with sample values. */
export const emailPreviewInputSchema = z.object({
  template_id: z.string().max(64).optional(),
  subject: z.string().max(300).optional(),
  body: z.string().max(20_000).optional(),
  candidate_id: z.string().max(64).optional(),
  job_id: z.string().max(64).optional(),
});
export const emailPreviewSchema = z.object({
  subject: z.string(),
  body: z.string(),
  unknown_fields: z.array(z.string()),
  /** Known fields with no value for this candidate (no job given, no interview scheduled). */
  missing_fields: z.array(z.string()),
});
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

export const sendEmailInputSchema = z
  .object({
    template_id: z.string().max(64).optional(),
    subject: subjectSchema.optional(),
    body: bodySchema.optional(),
    candidate_ids: idListSchema.min(1, 'Choose at least one candidate'),
    job_id: z.string().max(64).optional(),
  })
  .refine((v) => v.template_id || (v.subject && v.body), { message: 'Choose a template or write a subject and a message', path: ['template_id'] });
export type SendEmailInput = z.input<typeof sendEmailInputSchema>;

export const sendEmailResultSchema = z.object({
  batch_id: z.string(),
  queued: z.number(),
  skipped: z.array(z.object({ candidate_id: z.string(), reason: z.string() })),
});
export type SendEmailResult = z.infer<typeof sendEmailResultSchema>;

export const EMAIL_STATUSES = ['queued', 'sent', 'failed', 'skipped', 'bounced'] as const;
export const emailSchema = z.object({
  id: z.string(),
  candidate: z.object({ id: z.string(), name: z.string() }),
  job: z.object({ id: z.string(), title: z.string() }).nullable(),
  template_id: z.string().nullable(),
  batch_id: z.string().nullable(),
  to: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(EMAIL_STATUSES),
  error: z.string().nullable(),
  attempts: z.number(),
  origin: z.enum(['user', 'trigger']),
  sent_by: userRefSchema.nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  /** outbound: written to the candidate; inbound: the candidate's mail, synced from a connected mailbox. */
  direction: z.enum(['outbound', 'inbound']),
  from: z.string().nullable(),
  /** When a mailbox sync brought it in; null for mail written in Hirebase. */
  synced_at: z.string().nullable(),
  /** Whether the message has an HTML part (read sanitized through GET /emails/:id/html). */
  has_html: z.boolean(),
  attachments: z.array(z.object({ index: z.number(), filename: z.string(), content_type: z.string(), size: z.number() })),
});
export type Email = z.infer<typeof emailSchema>;

export const emailListQuerySchema = listQuerySchema(['created_at'], '-created_at').extend({
  candidate_id: z.string().max(64).optional(),
  batch_id: z.string().max(64).optional(),
  status: z.enum(EMAIL_STATUSES).optional(),
});

export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.string(),
  status: z.enum(['stored', 'sent', 'failed']),
  error: z.string().nullable(),
  attachments: z.array(z.object({ file_name: z.string(), content_type: z.string() })),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxListQuerySchema = listQuerySchema(['created_at'], '-created_at').extend({
  status: z.enum(['stored', 'sent', 'failed']).optional(),
});

export const emailSignatureSchema = z.object({ signature: z.string().max(2_000) });
export const emailOptOutSchema = z.object({ email_opt_out: z.boolean() });
