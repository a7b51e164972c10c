import { FEATURES, type Subscription } from '@hirebase/shared';
import { Check, Minus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { trialDaysLeft } from './api';

const FEATURE_LABELS: Record<(typeof FEATURES)[number], string> = {
  ai_assessment: 'AI assessments',
  gmail: 'Gmail integration',
  automation: 'Automation',
  talent_scout: 'Talent scouts',
  career_pages: 'Career pages',
  job_portals: 'Job portals',
  recommendations: 'Recommendations',
  api_access: 'API access',
};

const STATUS_LABELS: Record<Subscription['status'], string> = {
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
};

export function PlanStatus({ subscription }: { subscription: Subscription }) {
  const days = subscription.status === 'trialing' ? trialDaysLeft(subscription.trial_ends_at) : null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-lg font-semibold">{subscription.plan_name}</span>
      <Badge variant={subscription.active ? 'success' : 'destructive'}>{STATUS_LABELS[subscription.status]}</Badge>
      {days !== null ? (
        <span className="text-sm text-muted-foreground">
          {days === 1 ? '1 day' : `${days} days`} left in your trial
        </span>
      ) : null}
    </div>
  );
}

export function PlanSummary({ subscription }: { subscription: Subscription }) {
  const seats = subscription.seat_limit === null ? `${subscription.seats_used} seats used (unlimited)` : `${subscription.seats_used} of ${subscription.seat_limit} seats used`;
  return (
    <div className="grid gap-4">
      <PlanStatus subscription={subscription} />
      <p className="text-sm text-muted-foreground">{seats}</p>
      <ul className="grid gap-1.5 sm:grid-cols-2" aria-label="Plan features">
        {FEATURES.map((feature) => {
          const on = Boolean(subscription.features[feature]);
          return (
            <li key={feature} className="flex items-center gap-2 text-sm">
              {on ? (
                <Check className="size-4 text-success" aria-hidden="true" />
              ) : (
                <Minus className="size-4 text-muted-foreground" aria-hidden="true" />
              )}
              <span className={on ? undefined : 'text-muted-foreground'}>{FEATURE_LABELS[feature]}</span>
              <span className="sr-only">{on ? 'included' : 'not included'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
