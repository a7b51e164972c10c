/**
 * Every subscriber to domain events, in one list: the composition root where features meet
 * through events instead of importing each other (ARCHITECTURE.md). A feature exports its
 * subscribers from `features/<feature>/<feature>.subscribers.ts` and they are listed here.
 */
import { assessmentSubscribers } from './features/assessments/assessments.subscribers';
import { submissionSubscribers } from './features/submissions/submissions.subscribers';
import { talentScoutSubscribers } from './features/talent-scout/talent-scout.subscribers';
import { webhookSubscribers } from './features/webhooks/webhooks.subscribers';
import type { Subscriber } from './lib/events';

export const SUBSCRIBERS: readonly Subscriber[] = [...submissionSubscribers, ...assessmentSubscribers, ...talentScoutSubscribers, ...webhookSubscribers];
