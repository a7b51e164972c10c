import type { IntegrationProvider, IntegrationState, ApiKey, ApiKeyInput, CreatedApiKey, WebhookDelivery, WebhookEndpoint, WebhookEndpointInput, WebhookEndpointWithSecret } from '@hirebase/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, apiData } from '@/lib/api-client';

const enc = encodeURIComponent;

export const integrationKeys = {
  apiKeys: ['api-keys'] as const,
  webhooks: ['webhooks'] as const,
  deliveries: (id: string) => ['webhooks', id, 'deliveries'] as const,
  connected: ['integrations'] as const,
};

export const connectedAccountsQuery = () => queryOptions({ queryKey: integrationKeys.connected, queryFn: () => apiData<IntegrationState[]>('/recruiter/integrations') });

/** Connected accounts: OAuth connects answer with where to send the browser; form connects with the new state. */
export const accountsApi = {
  connect: ({ provider, body }: { provider: IntegrationProvider; body?: unknown }) =>
    apiData<{ authorization_url: string } | IntegrationState>(`/recruiter/integrations/${enc(provider)}/connect`, { method: 'POST', body: body ?? {} }),
  callback: ({ provider, code, state }: { provider: string; code: string; state: string }) =>
    apiData<IntegrationState>(`/recruiter/integrations/${enc(provider)}/callback`, { method: 'POST', body: { code, state } }),
  syncNow: (provider: IntegrationProvider) => apiData<IntegrationState>(`/recruiter/integrations/${enc(provider)}/sync`, { method: 'POST' }),
  disconnect: (provider: IntegrationProvider) => apiData<unknown>(`/recruiter/integrations/${enc(provider)}`, { method: 'DELETE' }),
};

export const apiKeysQuery = () => queryOptions({ queryKey: integrationKeys.apiKeys, queryFn: () => apiData<ApiKey[]>('/recruiter/api-keys') });
export const webhooksQuery = () => queryOptions({ queryKey: integrationKeys.webhooks, queryFn: () => apiData<WebhookEndpoint[]>('/recruiter/webhooks') });
export const deliveriesQuery = (id: string) =>
  queryOptions({
    queryKey: integrationKeys.deliveries(id),
    queryFn: () => api<{ data: WebhookDelivery[]; meta: { next_before: string | null } }>(`/recruiter/webhooks/${enc(id)}/deliveries`),
  });

export const integrationsApi = {
  createKey: (input: ApiKeyInput) => apiData<CreatedApiKey>('/recruiter/api-keys', { method: 'POST', body: input }),
  revokeKey: (id: string) => apiData<ApiKey>(`/recruiter/api-keys/${enc(id)}/revoke`, { method: 'POST' }),
  createWebhook: (input: WebhookEndpointInput) => apiData<WebhookEndpointWithSecret>('/recruiter/webhooks', { method: 'POST', body: input }),
  setEnabled: ({ id, enabled }: { id: string; enabled: boolean }) => apiData<WebhookEndpoint>(`/recruiter/webhooks/${enc(id)}`, { method: 'PATCH', body: { enabled } }),
  removeWebhook: (id: string) => apiData<unknown>(`/recruiter/webhooks/${enc(id)}`, { method: 'DELETE' }),
  redeliver: ({ id, deliveryId }: { id: string; deliveryId: string }) =>
    apiData<WebhookDelivery>(`/recruiter/webhooks/${enc(id)}/deliveries/${enc(deliveryId)}/redeliver`, { method: 'POST' }),
};
