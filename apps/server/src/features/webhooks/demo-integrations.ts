/**
 * The demo organization's integrations: a revoked API key with read access (a real key is never shown
 * again, so the demo has none that works) and a webhook endpoint whose receiver went down: two
 * deliveries went through (one after retries), one failed for 24 hours and turned the endpoint off,
 * and the one still waiting then failed with it. Nothing is sent: the endpoint is off and its address
 * is never called.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { API_KEY_PREFIX, type WebhookPayload } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { apiKeys, applications, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { newId } from '../../lib/ids';
import { hashKey } from '../api-keys/api-keys.service';
import { newWebhookSecret } from './signing';

const MINUTE = 60_000;

export async function seedDemoIntegrations(db: Db, { orgId, adminId }: { orgId: string; adminId: string }): Promise<void> {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const now = Date.now();
  await db.insert(apiKeys).values({
    id: newId(),
    orgId,
    name: 'Payroll export (retired)',
    prefix: key.slice(0, 10),
    keyHash: hashKey(key),
    scopes: { candidates: 'read', applications: 'read', jobs: 'read' },
    rateLimit: 600,
    createdBy: adminId,
    createdAt: new Date(now - 40 * 24 * 60 * MINUTE),
    lastUsedAt: new Date(now - 9 * 24 * 60 * MINUTE),
    revokedAt: new Date(now - 8 * 24 * 60 * MINUTE),
  });

  const endpointId = newId();
  await db.insert(webhookEndpoints).values({
    id: endpointId,
    orgId,
    url: 'https://hooks.example.com/hirebase',
    description: 'HR system: new hires and stage changes',
    events: ['candidate.created', 'application.created', 'application.stage_changed'],
    secret: newWebhookSecret(),
    enabled: false,
    disabledReason: 'Deliveries kept failing for 24 hours',
    createdBy: adminId,
    createdAt: new Date(now - 14 * 24 * 60 * MINUTE),
  });
  const recent = await db
    .select({ id: applications.id, candidateId: applications.candidateId, jobId: applications.jobId, stageId: applications.stageId })
    .from(applications)
    .where(and(eq(applications.orgId, orgId)))
    .orderBy(desc(applications.updatedAt))
    .limit(4);
  // Newest first, hours ago; `lastAfter` is the last attempt's minutes after the event (30 s, 1 min, … doubling).
  const outcomes = [
    { hoursAgo: 30, lastAfter: 255.5, status: 'failed', attempts: 10, responseStatus: 503, responseBody: 'Service Unavailable', error: 'The endpoint is turned off', durationMs: 1188 },
    { hoursAgo: 48, lastAfter: 24 * 60, status: 'failed', attempts: 12, responseStatus: 503, responseBody: 'Service Unavailable', error: null, durationMs: 1204 },
    { hoursAgo: 60, lastAfter: 1.5, status: 'succeeded', attempts: 3, responseStatus: 200, responseBody: '{"received":true}', error: null, durationMs: 240 },
    { hoursAgo: 72, lastAfter: 0, status: 'succeeded', attempts: 1, responseStatus: 200, responseBody: '{"received":true}', error: null, durationMs: 182 },
  ] as const;
  for (const [i, app] of recent.entries()) {
    const { hoursAgo, lastAfter, ...outcome } = outcomes[i]!;
    const at = new Date(now - hoursAgo * 60 * MINUTE);
    const eventId = newId();
    const body = JSON.stringify({
      id: eventId,
      type: 'application.stage_changed',
      timestamp: at.toISOString(),
      data: { application_id: app.id, candidate_id: app.candidateId, job_id: app.jobId, from_stage_id: null, to_stage_id: app.stageId },
    } satisfies WebhookPayload);
    await db.insert(webhookDeliveries).values({
      id: `msg_${newId()}`,
      orgId,
      endpointId,
      eventId,
      eventType: 'application.stage_changed',
      body,
      ...outcome,
      nextAttemptAt: null,
      createdAt: at,
      lastAttemptAt: new Date(at.getTime() + lastAfter * MINUTE),
    });
  }
}
