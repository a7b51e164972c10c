import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '@hirebase/shared';
import { domainEventDeliveries, domainEvents } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { defineSubscriber, deliverEvent, ensureEventQueue, publishEvent, startEventWorker } from './events';

describe('domain events', () => {
  let t: TestApp;
  let orgId: string;
  beforeAll(async () => {
    t = await createTestApp({}, {}, { queue: true });
    orgId = (await t.newAdmin('events@example.com')).orgId;
    await ensureEventQueue(t.ctx);
  });
  afterAll(() => t.close());

  const payload = { candidate_id: 'c1', source: 'careers_site' };

  it('exists exactly when the change commits', async () => {
    const kept = await t.db.transaction((tx) => publishEvent(t.ctx, tx, { orgId, type: 'candidate.created', payload, actorId: null }));
    let dropped = '';
    await expect(
      t.db.transaction(async (tx) => {
        dropped = await publishEvent(t.ctx, tx, { orgId, type: 'candidate.created', payload });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    const ids = (await t.db.select({ id: domainEvents.id }).from(domainEvents)).map((r) => r.id);
    expect(ids).toContain(kept);
    expect(ids).not.toContain(dropped);
  });

  it('reaches each subscriber once, retries only the one that failed, and ignores other types', async () => {
    const seen: string[] = [];
    let failOnce = true;
    const counting = defineSubscriber({
      name: 'test.counting',
      on: ['candidate.created'],
      handle: async (_ctx, event) => {
        seen.push(`counting:${event.payload.candidate_id}`);
      },
    });
    const flaky = defineSubscriber({
      name: 'test.flaky',
      on: ['candidate.created'],
      handle: async () => {
        seen.push('flaky');
        if (failOnce) {
          failOnce = false;
          throw new Error('not yet');
        }
      },
    });
    const other = defineSubscriber({ name: 'test.other', on: ['application.created'], handle: async () => void seen.push('other') });
    const id = await t.db.transaction((tx) => publishEvent(t.ctx, tx, { orgId, type: 'candidate.created', payload }));

    await expect(deliverEvent(t.ctx, [counting, flaky, other], id)).rejects.toThrow('not yet');
    await deliverEvent(t.ctx, [counting, flaky, other], id);
    await deliverEvent(t.ctx, [counting, flaky, other], id);
    expect(seen).toEqual(['counting:c1', 'flaky', 'flaky']);
    const delivered = await t.db.select().from(domainEventDeliveries).where(eq(domainEventDeliveries.eventId, id));
    expect(delivered.map((d) => d.subscriber).sort()).toEqual(['test.counting', 'test.flaky']);
  });

  it('rolls back what a failing subscriber wrote along with its delivery mark', async () => {
    const id = await t.db.transaction((tx) => publishEvent(t.ctx, tx, { orgId, type: 'candidate.created', payload }));
    const failing = defineSubscriber({
      name: 'test.failing',
      on: ['candidate.created'],
      handle: async (_ctx, event, tx) => {
        await tx.delete(domainEvents).where(eq(domainEvents.id, event.id));
        throw new Error('fails after writing');
      },
    });
    await expect(deliverEvent(t.ctx, [failing], id)).rejects.toThrow('fails after writing');
    expect(await t.db.select().from(domainEvents).where(eq(domainEvents.id, id))).toHaveLength(1);
    expect(await t.db.select().from(domainEventDeliveries).where(eq(domainEventDeliveries.eventId, id))).toHaveLength(0);
  });

  it('is delivered by the worker through the queue', async () => {
    const received = new Promise<DomainEvent<'application.created'>>((resolve) => {
      void startEventWorker(t.ctx, [
        defineSubscriber({ name: 'test.worker', on: ['application.created'], handle: async (_ctx, event) => resolve(event) }),
      ]);
    });
    const app = { application_id: 'a1', candidate_id: 'c1', job_id: 'j1', stage_id: 's1', source: null };
    const id = await t.db.transaction((tx) => publishEvent(t.ctx, tx, { orgId, type: 'application.created', payload: app, actorId: null }));
    const event = await received;
    expect(event).toMatchObject({ id, type: 'application.created', org_id: orgId, payload: app });
    expect(Date.parse(event.occurred_at)).not.toBeNaN();
  });
});
