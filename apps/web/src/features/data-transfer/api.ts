import type { ExportInput, ImportInput, ImportPreview, Operation } from '@hirebase/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authStore } from '@/features/auth/auth-store';
import { operationKeys } from '@/features/operations/api';
import { apiData, toApiError } from '@/lib/api-client';

const bearer = (): Record<string, string> => {
  const token = authStore.getState().token;
  return token ? { Authorization: `Bearer ${token}` } : {};
};

/** Sends the sheet as multipart (the api client speaks JSON only); errors come back as ApiError. */
export async function previewImport(file: File): Promise<ImportPreview> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await fetch('/api/v1/recruiter/imports/preview', { method: 'POST', headers: bearer(), body: form });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw toApiError(res.status, body, res.statusText);
  return (body as { data: ImportPreview }).data;
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport, meta: { silentError: true } });
}

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ImportInput) => apiData<Operation>('/recruiter/imports', { method: 'POST', body: input }),
    onSuccess: async (op) => {
      queryClient.setQueryData(operationKeys.detail(op.id), op);
      await queryClient.invalidateQueries({ queryKey: [...operationKeys.all, 'list'] });
    },
  });
}

export function useStartExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExportInput) => apiData<Operation>('/recruiter/exports', { method: 'POST', body: input }),
    onSuccess: async (op) => {
      queryClient.setQueryData(operationKeys.detail(op.id), op);
      await queryClient.invalidateQueries({ queryKey: [...operationKeys.all, 'list'] });
    },
  });
}

/** The export's file, fetched with the bearer token (never a plain link) and saved under the server's name. */
export async function downloadExport(url: string): Promise<void> {
  const res = await fetch(url, { headers: bearer() });
  if (!res.ok) throw toApiError(res.status, await res.json().catch(() => null), res.statusText);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'candidates-export';
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
