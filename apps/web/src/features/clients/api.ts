import type { Client, ClientInput, Contact, ContactInput, JobSummary } from '@hirebase/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiData } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import type { Page } from '@/features/candidates/api';

export type ClientSummary = Omit<Client, 'contacts'> & { contacts?: Contact[] };
export type ClientFilters = { q?: string | undefined; status?: string | undefined; tag_id?: string | undefined; sort?: string | undefined; page?: number | undefined; page_size?: number | undefined };

export const clientKeys = {
  all: ['clients'] as const,
  lists: () => ['clients', 'list'] as const,
  list: (filters: ClientFilters) => ['clients', 'list', filters] as const,
  detail: (id: string) => ['clients', 'detail', id] as const,
  jobs: (id: string) => ['clients', 'jobs', id] as const,
};

const enc = encodeURIComponent;

export const clientsListQuery = (filters: ClientFilters) =>
  queryOptions({
    queryKey: clientKeys.list(filters),
    queryFn: ({ signal }) => api<Page<ClientSummary>>('/recruiter/clients', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

export const clientQuery = (id: string) =>
  queryOptions({ queryKey: clientKeys.detail(id), queryFn: () => apiData<Client>(`/recruiter/clients/${enc(id)}`) });

export const clientJobsQuery = (id: string) =>
  queryOptions({
    queryKey: clientKeys.jobs(id),
    queryFn: () => api<Page<JobSummary>>('/recruiter/jobs', { query: { client_id: id, page_size: 100 } }),
  });

export const clientsApi = {
  create: (input: ClientInput) => apiData<Client>('/recruiter/clients', { method: 'POST', body: input }),
  update: ({ id, patch }: { id: string; patch: Partial<ClientInput> }) => apiData<Client>(`/recruiter/clients/${enc(id)}`, { method: 'PATCH', body: patch }),
  remove: (id: string) => api(`/recruiter/clients/${enc(id)}`, { method: 'DELETE' }),
  addContact: ({ clientId, input }: { clientId: string; input: ContactInput }) =>
    apiData<Contact>(`/recruiter/clients/${enc(clientId)}/contacts`, { method: 'POST', body: input }),
  updateContact: ({ id, input }: { id: string; input: Partial<ContactInput> }) => apiData<Contact>(`/recruiter/contacts/${enc(id)}`, { method: 'PATCH', body: input }),
  removeContact: (id: string) => api(`/recruiter/contacts/${enc(id)}`, { method: 'DELETE' }),
};

/** A client mutation that toasts and refreshes lists, the record and activity. */
export function useClientMutation<T, R>(fn: (input: T) => Promise<R>, success: string, clientId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      toast.success(success);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clientKeys.lists() }),
        clientId ? queryClient.invalidateQueries({ queryKey: clientKeys.detail(clientId) }) : undefined,
        queryClient.invalidateQueries({ queryKey: ['activity'] }),
      ]);
    },
  });
}
