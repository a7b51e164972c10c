import type { SupportTicket, SupportTicketInput, SupportTicketSummary } from '@hirebase/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authStore } from '@/features/auth/auth-store';
import { apiData, toApiError } from '@/lib/api-client';

export const supportKeys = {
  all: ['support'] as const,
  list: () => [...supportKeys.all, 'list'] as const,
  ticket: (id: string) => [...supportKeys.all, 'ticket', id] as const,
};

export const ticketsQuery = () =>
  queryOptions({
    queryKey: supportKeys.list(),
    queryFn: () => apiData<SupportTicketSummary[]>('/recruiter/support/tickets'),
  });
export const ticketQuery = (id: string) =>
  queryOptions({
    queryKey: supportKeys.ticket(id),
    queryFn: () => apiData<SupportTicket>(`/recruiter/support/tickets/${encodeURIComponent(id)}`),
  });

/** Sends the fields and files as multipart (the api client speaks JSON only); errors come back as ApiError. */
async function postForm(
  path: string,
  fields: Record<string, string | undefined>,
  files: File[],
): Promise<SupportTicket> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  for (const f of files) form.append('attachments', f, f.name);
  const token = authStore.getState().token;
  const res = await fetch(`/api/v1/recruiter${path}`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw toApiError(res.status, body, res.statusText);
  return (body as { data: SupportTicket }).data;
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, files }: { input: SupportTicketInput; files: File[] }) =>
      postForm('/support/tickets', input, files),
    meta: { silentError: true },
    onSuccess: async (ticket) => {
      queryClient.setQueryData(supportKeys.ticket(ticket.id), ticket);
      await queryClient.invalidateQueries({ queryKey: supportKeys.list() });
    },
  });
}

export function useAddMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, files }: { message: string; files: File[] }) =>
      postForm(`/support/tickets/${encodeURIComponent(id)}/messages`, { message }, files),
    meta: { silentError: true },
    onSuccess: async (ticket) => {
      queryClient.setQueryData(supportKeys.ticket(id), ticket);
      await queryClient.invalidateQueries({ queryKey: supportKeys.list() });
    },
  });
}

/** Downloads an attachment with the bearer token and hands it to the browser as a file. */
export async function downloadAttachment(ticketId: string, attachment: { id: string; file_name: string }) {
  const token = authStore.getState().token;
  const res = await fetch(
    `/api/v1/recruiter/support/tickets/${encodeURIComponent(ticketId)}/attachments/${encodeURIComponent(attachment.id)}`,
    {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    },
  );
  if (!res.ok) throw toApiError(res.status, await res.json().catch(() => null), res.statusText);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = attachment.file_name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
