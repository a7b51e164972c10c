import type { Note } from '@hirebase/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiData } from '@/lib/api-client';

export type NoteEntity = 'candidate' | 'client' | 'job';
const base: Record<NoteEntity, string> = { candidate: 'candidates', client: 'clients', job: 'jobs' };
const enc = encodeURIComponent;

export const noteKeys = {
  all: ['notes'] as const,
  list: (entityType: NoteEntity, entityId: string) => ['notes', entityType, entityId] as const,
};

export const notesQuery = (entityType: NoteEntity, entityId: string) =>
  queryOptions({
    queryKey: noteKeys.list(entityType, entityId),
    queryFn: async () => {
      const body = await api<{ data: Note[] }>(`/recruiter/${base[entityType]}/${enc(entityId)}/notes`, { query: { page_size: 100 } });
      return body.data;
    },
  });

export function useNoteMutations(entityType: NoteEntity, entityId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: noteKeys.list(entityType, entityId) }),
      queryClient.invalidateQueries({ queryKey: ['activity'] }),
    ]);
  return {
    add: useMutation({
      mutationFn: (body: string) => apiData<Note>(`/recruiter/${base[entityType]}/${enc(entityId)}/notes`, { method: 'POST', body: { body } }),
      onSuccess: refresh,
    }),
    edit: useMutation({
      mutationFn: ({ id, body }: { id: string; body: string }) => apiData<Note>(`/recruiter/notes/${enc(id)}`, { method: 'PATCH', body: { body } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api(`/recruiter/notes/${enc(id)}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}
