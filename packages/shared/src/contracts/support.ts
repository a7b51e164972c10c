import { z } from 'zod';

/** Help-center articles: Markdown files of the repository, read into blocks the web app renders as text. */
export const HELP_CATEGORIES = [
  'Getting started',
  'Jobs and pipelines',
  'Candidates',
  'Interviews and assessments',
  'Communication',
  'Agency work',
  'Careers site',
  'Settings and administration',
  'Plans and billing',
] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

/** Inline text of a block: plain, strong, emphasis, code, or a link (an in-app path or an https address). */
export type HelpInline =
  | { type: 'text'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'em'; text: string }
  | { type: 'code'; text: string }
  | { type: 'link'; text: string; href: string };

export type HelpBlock =
  | { type: 'heading'; level: 2 | 3; text: string; id: string }
  | { type: 'paragraph'; content: HelpInline[] }
  | { type: 'list'; ordered: boolean; items: HelpInline[][] }
  | { type: 'code'; text: string }
  | { type: 'note'; content: HelpInline[] };

export type HelpArticleSummary = { slug: string; title: string; category: HelpCategory; summary: string };
export type HelpArticleHit = HelpArticleSummary & { snippet: string | null };
export type HelpArticle = HelpArticleSummary & {
  blocks: HelpBlock[];
  related: HelpArticleSummary[];
  /** This user's answer to "was this helpful", if they gave one. */
  helpful: boolean | null;
};

export const helpSearchQuerySchema = z.object({ q: z.string().trim().max(200).optional() });
export const helpFeedbackInputSchema = z.object({ helpful: z.boolean() });

/** Support tickets. */
export const SUPPORT_CATEGORIES = ['question', 'problem', 'billing', 'account', 'feature_request'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, string> = {
  question: 'Question',
  problem: 'Something is not working',
  billing: 'Plans and billing',
  account: 'Account and sign-in',
  feature_request: 'Feature request',
};
export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = { open: 'Open', answered: 'Answered', closed: 'Closed' };

/** At most this many files with one message; each passes the resume upload checks (PDF or Word) or is a PNG or JPEG image. */
export const SUPPORT_MAX_ATTACHMENTS = 3;
export const SUPPORT_MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

export const supportTicketInputSchema = z.object({
  subject: z.string().trim().min(3, 'Write a subject of at least 3 characters').max(150),
  category: z.enum(SUPPORT_CATEGORIES, { message: 'Choose a category' }),
  message: z.string().trim().min(10, 'Describe it in at least 10 characters').max(10_000),
  /** The in-app path the form was opened from; anything else is dropped. */
  page: z
    .string()
    .max(500)
    .optional()
    .transform((p) => (p && p.startsWith('/') && !p.startsWith('//') ? p : undefined)),
});
export type SupportTicketInput = z.input<typeof supportTicketInputSchema>;
export const supportMessageInputSchema = z.object({ message: supportTicketInputSchema.shape.message });

export type SupportAttachmentRef = { id: string; file_name: string; content_type: string; size: number };
export type SupportMessage = {
  id: string;
  author: 'member' | 'operator';
  author_name: string;
  body: string;
  attachments: SupportAttachmentRef[];
  created_at: string;
};
export type SupportTicketSummary = {
  id: string;
  subject: string;
  category: SupportCategory;
  status: SupportStatus;
  page: string | null;
  messages: number;
  created_at: string;
  updated_at: string;
};
export type SupportTicket = SupportTicketSummary & { org_name: string; thread: SupportMessage[] };
