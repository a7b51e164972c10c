import { z } from 'zod';

export const NOTIFICATION_KINDS = ['mention', 'interview_assigned', 'feedback_due', 'operation_finished', 'trigger', 'submission', 'assessment_completed', 'support_reply', 'webhook_disabled', 'interview_self_scheduled'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** An in-app path. */
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Mark some (ids) or all notifications read. */
export const notificationsReadSchema = z.object({ ids: z.array(z.string().min(1).max(64)).max(500).optional() });
