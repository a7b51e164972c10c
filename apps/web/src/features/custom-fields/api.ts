import { customMergeKey, type CustomField, type CustomFieldEntity, type CustomFieldInput, type CustomFieldPatch } from '@hirebase/shared';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiData } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';

export const customFieldKeys = {
  all: ['custom-fields'] as const,
  list: (entity: CustomFieldEntity | 'all', archived = false) => [...customFieldKeys.all, entity, archived] as const,
};

/** The fields of one record type (or every type), in their order. */
export const customFieldsQuery = (entity?: CustomFieldEntity, includeArchived = false) =>
  queryOptions({
    queryKey: customFieldKeys.list(entity ?? 'all', includeArchived),
    queryFn: () =>
      apiData<CustomField[]>('/recruiter/custom-fields', { query: { entity, include_archived: includeArchived ? 'true' : undefined } }),
  });

const enc = encodeURIComponent;

/** Where each record type takes its values. */
const VALUE_PATHS: Record<CustomFieldEntity, (id: string) => { path: string; method: 'PATCH' }> = {
  candidate: (id) => ({ path: `/recruiter/candidates/${enc(id)}`, method: 'PATCH' }),
  job: (id) => ({ path: `/recruiter/jobs/${enc(id)}`, method: 'PATCH' }),
  client: (id) => ({ path: `/recruiter/clients/${enc(id)}`, method: 'PATCH' }),
  contact: (id) => ({ path: `/recruiter/contacts/${enc(id)}`, method: 'PATCH' }),
  application: (id) => ({ path: `/recruiter/applications/${enc(id)}/custom-fields`, method: 'PATCH' }),
  submission: (id) => ({ path: `/recruiter/submissions/${enc(id)}/custom-fields`, method: 'PATCH' }),
  placement: (id) => ({ path: `/recruiter/placements/${enc(id)}`, method: 'PATCH' }),
};

export const customFieldsApi = {
  create: (input: CustomFieldInput) => apiData<CustomField>('/recruiter/custom-fields', { method: 'POST', body: input }),
  update: ({ id, patch }: { id: string; patch: CustomFieldPatch }) => apiData<CustomField>(`/recruiter/custom-fields/${enc(id)}`, { method: 'PATCH', body: patch }),
  archive: (id: string) => apiData<CustomField>(`/recruiter/custom-fields/${enc(id)}`, { method: 'DELETE' }),
  restore: (id: string) => apiData<CustomField>(`/recruiter/custom-fields/${enc(id)}/restore`, { method: 'POST' }),
  saveValues: ({ entity, id, values }: { entity: CustomFieldEntity; id: string; values: Record<string, unknown> }) => {
    const { path, method } = VALUE_PATHS[entity](id);
    return apiData<unknown>(path, { method, body: { custom_fields: values } });
  },
};

/** A definition change: toast, then refresh every list of fields. */
export function useCustomFieldMutation<T, R>(fn: (input: T) => Promise<R>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      toast.success(success);
      await queryClient.invalidateQueries({ queryKey: customFieldKeys.all });
    },
  });
}

/** Saves a record's values and refreshes the record's own query. */
export function useSaveValues(recordKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: customFieldsApi.saveValues,
    onSuccess: async () => {
      toast.success('Fields saved');
      await queryClient.invalidateQueries({ queryKey: recordKey });
    },
  });
}

/** The organization's candidate and job fields as merge fields (`{{candidate.cf.<key>}}`), as the server knows them. */
export function useCustomMergeFields() {
  const fields = useQuery(customFieldsQuery());
  return useMemo(() => {
    const list = (fields.data ?? [])
      .filter((f) => f.entity === 'candidate' || f.entity === 'job')
      .map((f) => ({ key: customMergeKey(f.entity as 'candidate' | 'job', f.key), label: `${f.entity === 'candidate' ? 'Candidate' : 'Job'} ${f.label.toLowerCase()}` }));
    return { fields: list, names: new Set(list.map((f) => f.key)) };
  }, [fields.data]);
}
