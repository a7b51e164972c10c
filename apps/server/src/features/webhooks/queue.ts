/** The queue that sends webhook deliveries: one job per attempt, the next one queued with its start time. */
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';

export const DELIVERY_QUEUE = 'webhook-delivery';
export type DeliveryJob = { delivery_id: string };
/** The worker decides retries itself (the 24-hour schedule), so the queue does not retry. */
const DELIVERY_OPTIONS = { retryLimit: 0, expireInSeconds: 60 } as const;

export async function ensureDeliveryQueue(ctx: Pick<AppContext, 'queue'>): Promise<void> {
  await ctx.queue.createQueue(DELIVERY_QUEUE, { name: DELIVERY_QUEUE, ...DELIVERY_OPTIONS });
}

/** Queues an attempt inside `tx`, now or at `at`. */
export async function queueDelivery(tx: Db, ctx: Pick<AppContext, 'queue'>, deliveryId: string, at: Date | null): Promise<void> {
  await ctx.queue.sendInTx(tx, DELIVERY_QUEUE, { delivery_id: deliveryId } satisfies DeliveryJob, at ? { startAfter: at } : {});
}
