import type { Email, EmailPreview, EmailTemplate, EmailTemplateInput, OutboxMessage, SendEmailInput, SendEmailResult } from '@hirebase/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiData } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import type { Page } from '@/features/candidates/api';
import { plural } from '@/lib/plural';

const enc = encodeURIComponent;

export const emailKeys = {
  templates: ['email-templates'] as const,
  outbox: (page: number) => ['outbox', page] as const,
  emails: (filters: Record<string, string | number | undefined>) => ['emails', filters] as const,
  signature: ['email-signature'] as const,
  optOut: (candidateId: string) => ['email-opt-out', candidateId] as const,
  preview: (input: PreviewInput) => ['email-preview', input] as const,
};

export type PreviewInput = { template_id?: string; subject?: string; body?: string; candidate_id?: string; job_id?: string };

export const templatesQuery = () =>
  queryOptions({ queryKey: emailKeys.templates, queryFn: ({ signal }) => api<Page<EmailTemplate>>('/recruiter/email-templates', { query: { page_size: 100 }, signal }) });

export const outboxQuery = (page: number) =>
  queryOptions({
    queryKey: emailKeys.outbox(page),
    queryFn: ({ signal }) => api<Page<OutboxMessage>>('/recruiter/outbox', { query: { page, page_size: 25 }, signal }),
    placeholderData: keepPreviousData,
  });

export const emailsQuery = (filters: { candidate_id?: string; batch_id?: string }) =>
  queryOptions({ queryKey: emailKeys.emails(filters), queryFn: ({ signal }) => api<Page<Email>>('/recruiter/emails', { query: { ...filters, page_size: 50 }, signal }) });

/** A synced email's HTML part, sanitized by the server (no script, no styles, no images). */
export const emailHtmlQuery = (id: string) =>
  queryOptions({ queryKey: ['email-html', id] as const, queryFn: ({ signal }) => apiData<{ html: string }>(`/recruiter/emails/${enc(id)}/html`, { signal }), staleTime: Infinity });

export const signatureQuery = () => queryOptions({ queryKey: emailKeys.signature, queryFn: () => apiData<{ signature: string }>('/recruiter/me/email-signature') });

export const optOutQuery = (candidateId: string) =>
  queryOptions({ queryKey: emailKeys.optOut(candidateId), queryFn: () => apiData<{ email_opt_out: boolean }>(`/recruiter/candidates/${enc(candidateId)}/email-opt-out`) });

/** A preview follows typing, so it keeps the last result on screen while the next one loads. */
export const previewQuery = (input: PreviewInput) =>
  queryOptions({
    queryKey: emailKeys.preview(input),
    queryFn: ({ signal }) => apiData<EmailPreview>('/recruiter/email-templates/preview', { method: 'POST', body: input, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const emailApi = {
  createTemplate: (input: EmailTemplateInput) => apiData<EmailTemplate>('/recruiter/email-templates', { method: 'POST', body: input }),
  updateTemplate: ({ id, input }: { id: string; input: Partial<EmailTemplateInput> }) =>
    apiData<EmailTemplate>(`/recruiter/email-templates/${enc(id)}`, { method: 'PATCH', body: input }),
  removeTemplate: (id: string) => api(`/recruiter/email-templates/${enc(id)}`, { method: 'DELETE' }),
  send: (input: SendEmailInput) => apiData<SendEmailResult>('/recruiter/emails', { method: 'POST', body: input }),
  setSignature: (signature: string) => apiData<{ signature: string }>('/recruiter/me/email-signature', { method: 'PUT', body: { signature } }),
  setOptOut: ({ candidateId, optOut }: { candidateId: string; optOut: boolean }) =>
    apiData<{ email_opt_out: boolean }>(`/recruiter/candidates/${enc(candidateId)}/email-opt-out`, { method: 'PUT', body: { email_opt_out: optOut } }),
};

/** "3 emails queued", "2 emails queued, 1 skipped (Opted out of email)". */
export function sendSummary(result: SendEmailResult): string {
  const queued = `${plural(result.queued, 'email')} queued`;
  if (result.skipped.length === 0) return queued;
  const reasons = [...new Set(result.skipped.map((s) => s.reason))].join('; ');
  return `${queued}, ${result.skipped.length} skipped (${reasons})`;
}

export function useSendEmail(onSent?: (result: SendEmailResult) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emailApi.send,
    onSuccess: async (result) => {
      toast.success(sendSummary(result));
      onSent?.(result);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['emails'] }),
        queryClient.invalidateQueries({ queryKey: ['outbox'] }),
        queryClient.invalidateQueries({ queryKey: ['activity'] }),
      ]);
    },
  });
}

export function useTemplateMutation<T, R>(fn: (input: T) => Promise<R>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      toast.success(success);
      await queryClient.invalidateQueries({ queryKey: emailKeys.templates });
    },
  });
}
