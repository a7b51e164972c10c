import type { PortalImportInput, PortalImportPreview, PortalImportResult, PortalJob, PortalOverview, PortalPostingInput, PortalSettingsInput } from '@hirebase/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authStore } from '@/features/auth/auth-store';
import { apiData, toApiError } from '@/lib/api-client';
import { integrationKeys } from './api';

const enc = encodeURIComponent;

export const portalKeys = { overview: (portal: string) => ['portals', portal] as const };

export const portalQuery = (portal: string) => queryOptions({ queryKey: portalKeys.overview(portal), queryFn: () => apiData<PortalOverview>(`/recruiter/portals/${enc(portal)}`) });

/** The portal's export as multipart (the api client speaks JSON only); errors come back as ApiError. */
export async function previewPortalImport(portal: string, file: File): Promise<PortalImportPreview> {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = authStore.getState().token;
  const res = await fetch(`/api/v1/recruiter/portals/${enc(portal)}/imports/preview`, { method: 'POST', headers: token ? { Authorization: `Bearer ${token}` } : {}, body: form });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw toApiError(res.status, body, res.statusText);
  return (body as { data: PortalImportPreview }).data;
}

/** The portal's mutations; each refreshes the portal page (and /apps, whose card shows the settings). */
export function usePortalMutations(portal: string) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: portalKeys.overview(portal) });
    await queryClient.invalidateQueries({ queryKey: integrationKeys.connected });
  };
  const meta = { silentError: true };
  return {
    save: useMutation({
      mutationFn: ({ jobId, input }: { jobId: string; input: PortalPostingInput }) => apiData<PortalJob>(`/recruiter/portals/${enc(portal)}/jobs/${enc(jobId)}`, { method: 'PUT', body: input }),
      onSuccess: refresh,
      meta,
    }),
    unpublish: useMutation({
      mutationFn: (jobId: string) => apiData<PortalJob>(`/recruiter/portals/${enc(portal)}/jobs/${enc(jobId)}`, { method: 'DELETE' }),
      onSuccess: refresh,
      meta,
    }),
    settings: useMutation({
      mutationFn: (input: PortalSettingsInput) => apiData<PortalOverview>(`/recruiter/portals/${enc(portal)}/settings`, { method: 'PUT', body: input }),
      onSuccess: refresh,
      meta,
    }),
    preview: useMutation({ mutationFn: (file: File) => previewPortalImport(portal, file), meta }),
    importFile: useMutation({
      mutationFn: (input: PortalImportInput) => apiData<PortalImportResult>(`/recruiter/portals/${enc(portal)}/imports`, { method: 'POST', body: input }),
      onSuccess: refresh,
      meta,
    }),
  };
}
