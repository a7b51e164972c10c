/**
 * The payment provider's client for hosted billing. STRIPE_API_BASE points the official SDK at another
 * address (a loopback fake in tests) through its host, port and protocol options.
 */
import Stripe from 'stripe';
import type { BillingConfig } from '../lib/env';

const clients = new WeakMap<BillingConfig, Stripe>();

export function stripeClient(config: BillingConfig): Stripe {
  let client = clients.get(config);
  if (!client) {
    const base = config.apiBase ? new URL(config.apiBase) : null;
    client = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 15_000,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'https:' ? 443 : 80),
            protocol: base.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
    clients.set(config, client);
  }
  return client;
}

export type { Stripe };
