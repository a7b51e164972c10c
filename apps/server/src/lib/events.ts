/**
 * Domain events (ARCHITECTURE.md, "Mechanisms the features share"). `publishEvent` writes the event
 * to the outbox table and sends its delivery job in the caller's transaction, so the event exists
 * exactly when the change does. The worker hands each event to every subscriber of its type, each
 * in a transaction that first claims the (event, subscriber) row: delivery is at least once, and a
 * redelivered event is skipped by the subscribers that already handled it. A subscriber that fails
 * fails the job, which is retried for that subscriber alone.
 */
import type PgBoss from 'pg-boss';
import { eq } from 'drizzle-orm';
import type { DomainEvent, DomainEvents, DomainEventType } from '@hirebase/shared';
import type { Db } from '../db/client';
import { domainEventDeliveries, domainEvents } from '../db/schema';
import type { AppContext } from './context';
import { newId } from './ids';

export const EVENT_QUEUE = 'domain-event';
type EventJob = { event_id: string };

/** Retried with backoff for about ten minutes in all (5 s, 10 s, 20 s … 640 s). */
const EVENT_JOB_OPTIONS = { retryLimit: 8, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 } as const;

export type Subscriber = {
  /** Stable: deliveries are remembered under it. */
  name: string;
  on: readonly DomainEventType[];
  handle: (ctx: AppContext, event: DomainEvent, tx: Db) => Promise<void>;
};

/** Declares a subscriber with its handler typed by the events it listens to. */
export function defineSubscriber<T extends DomainEventType>(subscriber: {
  name: string;
  on: readonly T[];
  handle: (ctx: AppContext, event: DomainEvent<T>, tx: Db) => Promise<void>;
}): Subscriber {
  return subscriber as unknown as Subscriber;
}

/** Publishes an event inside the transaction `tx` of the change it describes; returns its id. */
export async function publishEvent<T extends DomainEventType>(
  ctx: Pick<AppContext, 'queue'>,
  tx: Db,
  input: { orgId: string; type: T; payload: DomainEvents[T]; actorId?: string | null },
): Promise<string> {
  const id = newId();
  await tx.insert(domainEvents).values({
    id,
    orgId: input.orgId,
    type: input.type,
    actorId: input.actorId ?? null,
    payload: input.payload as Record<string, unknown>,
  });
  await ctx.queue.sendInTx(tx, EVENT_QUEUE, { event_id: id } satisfies EventJob);
  return id;
}

/** Publishes many events of one type in two statements, inside the transaction `tx` of the change. */
export async function publishEvents<T extends DomainEventType>(
  ctx: Pick<AppContext, 'queue'>,
  tx: Db,
  inputs: { orgId: string; type: T; payload: DomainEvents[T]; actorId?: string | null }[],
): Promise<void> {
  if (inputs.length === 0) return;
  const rows = inputs.map((input) => ({ id: newId(), orgId: input.orgId, type: input.type, actorId: input.actorId ?? null, payload: input.payload as Record<string, unknown> }));
  await tx.insert(domainEvents).values(rows);
  await ctx.queue.insertInTx(
    tx,
    rows.map((row) => ({ name: EVENT_QUEUE, data: { event_id: row.id } satisfies EventJob, ...EVENT_JOB_OPTIONS })),
  );
}

/** The queue must exist before an event is published: the worker creates it at start, tests call this. */
export async function ensureEventQueue(ctx: Pick<AppContext, 'queue'>): Promise<void> {
  await ctx.queue.createQueue(EVENT_QUEUE, { name: EVENT_QUEUE, ...EVENT_JOB_OPTIONS });
}

/** Starts delivering events to `subscribers`. */
export async function startEventWorker(ctx: AppContext, subscribers: readonly Subscriber[]): Promise<void> {
  assertUniqueNames(subscribers);
  await ensureEventQueue(ctx);
  const options = { batchSize: 10, includeMetadata: true, pollingIntervalSeconds: 1 } as const;
  await ctx.queue.boss.work<EventJob>(EVENT_QUEUE, options, async (jobs) => {
    for (const job of jobs as PgBoss.JobWithMetadata<EventJob>[]) {
      try {
        await deliverEvent(ctx, subscribers, job.data.event_id);
      } catch (err) {
        ctx.log.warn({ err, eventId: job.data.event_id }, 'event delivery failed');
        await ctx.queue.boss.fail(EVENT_QUEUE, job.id, { message: err instanceof Error ? err.message : String(err) });
      }
    }
  });
}

/**
 * Hands one event to each of its subscribers that has not handled it yet. Every subscriber is
 * tried even when one fails; the first failure is thrown afterwards so the job is retried.
 */
export async function deliverEvent(ctx: AppContext, subscribers: readonly Subscriber[], eventId: string): Promise<void> {
  const [row] = await ctx.db.select().from(domainEvents).where(eq(domainEvents.id, eventId)).limit(1);
  // The organization was deleted since, and its events with it.
  if (!row) return;
  const event = {
    id: row.id,
    type: row.type,
    org_id: row.orgId,
    actor_id: row.actorId,
    occurred_at: row.occurredAt.toISOString(),
    payload: row.payload,
  } as DomainEvent;
  let failure: unknown = null;
  for (const subscriber of subscribers) {
    if (!subscriber.on.includes(event.type)) continue;
    try {
      await ctx.db.transaction(async (tx) => {
        const claimed = await tx
          .insert(domainEventDeliveries)
          .values({ eventId, subscriber: subscriber.name })
          .onConflictDoNothing()
          .returning({ eventId: domainEventDeliveries.eventId });
        if (claimed.length === 0) return;
        await subscriber.handle(ctx, event, tx);
      });
    } catch (err) {
      ctx.log.warn({ err, eventId, type: event.type, subscriber: subscriber.name }, 'event subscriber failed');
      failure ??= err;
    }
  }
  if (failure) throw failure;
}

function assertUniqueNames(subscribers: readonly Subscriber[]) {
  const seen = new Set<string>();
  for (const s of subscribers) {
    if (seen.has(s.name)) throw new Error(`Two event subscribers are named ${s.name}`);
    seen.add(s.name);
  }
}
