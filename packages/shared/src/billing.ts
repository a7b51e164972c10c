/** Billing contracts: the settings/billing screen and its plan changes (PRODUCT.md §Plans). */
import { z } from 'zod';
import { PLAN_IDS } from './plans';
import { subscriptionSchema } from './schemas';

/** self_hosted: no payment provider, an operator sets the plan; hosted: plans are paid through the provider. */
export const BILLING_MODES = ['self_hosted', 'hosted'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.string().nullable(),
  amount_due: z.number(),
  currency: z.string(),
  created_at: z.string(),
  url: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const billingSchema = z.object({
  mode: z.enum(BILLING_MODES),
  subscription: subscriptionSchema,
  /** Whether a paid subscription exists at the provider (cards and invoices live in its portal). */
  has_provider_subscription: z.boolean(),
  usage: z.object({ candidates: z.number(), jobs: z.number(), open_jobs: z.number() }),
  invoices: z.array(invoiceSchema),
});
export type Billing = z.infer<typeof billingSchema>;

export const planChangeSchema = z.strictObject({
  plan: z.enum(PLAN_IDS),
  /** Seats to pay for (the subscription's quantity); defaults to the seats taken now. */
  seats: z.number().int().min(1).max(10_000).optional(),
});
export type PlanChange = z.infer<typeof planChangeSchema>;

export const cancelSchema = z.strictObject({ cancel_at_period_end: z.boolean() });

/** A plan change either happened at once (an existing subscription changed) or needs the provider's checkout. */
export const planChangeResultSchema = z.union([
  z.object({ checkout_url: z.string() }),
  z.object({ subscription: subscriptionSchema }),
]);
export type PlanChangeResult = z.infer<typeof planChangeResultSchema>;
