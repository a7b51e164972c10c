import { FEATURES, type Feature, type Subscription } from '@hirebase/shared';
import { Link, type LinkProps } from '@tanstack/react-router';
import { Check, Minus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { plural } from '@/lib/plural';
import { focusRing } from '@/lib/utils';
import { trialDaysLeft } from './api';

type FeatureScreen = { label: string; to: LinkProps['to']; hint?: string };

/**
 * The plan features the app has a screen for, and where that screen is. The plan card lists only
 * these: a feature without a screen yet is not something the product can do. Add a line here when
 * a feature's screen lands.
 */
export const FEATURE_SCREENS: Partial<Record<Feature, FeatureScreen>> = {
  automation: { label: 'Automation', to: '/jobs', hint: 'stage triggers on each job' },
  career_pages: { label: 'Career pages', to: '/settings/career-pages', hint: 'your public careers site' },
  recommendations: { label: 'Recommendations', to: '/jobs', hint: 'ranked candidates for each job' },
  ai_assessment: { label: 'AI assessments', to: '/assessments', hint: 'questions written and graded with AI' },
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
          {plural(days, 'day')} left in your trial
        </span>
      ) : null}
    </div>
  );
}

export function PlanSummary({ subscription }: { subscription: Subscription }) {
  const shown = FEATURES.flatMap((feature) => {
    const screen = FEATURE_SCREENS[feature];
    return screen ? [[feature, screen] as const] : [];
  });
  const seats =
    subscription.seat_limit === null
      ? `${plural(subscription.seats_used, 'seat')} used (unlimited)`
      : `${subscription.seats_used} of ${plural(subscription.seat_limit, 'seat')} used`;
  return (
    <div className="grid gap-4">
      <PlanStatus subscription={subscription} />
      <p className="text-sm text-muted-foreground">{seats}</p>
      {shown.length ? (
        <ul className="grid gap-1.5 sm:grid-cols-2" aria-label="Plan features">
          {shown.map(([feature, screen]) => {
            const on = Boolean(subscription.features[feature]);
            return (
              <li key={feature} className="flex items-center gap-2 text-sm">
                {on ? (
                  <Check className="size-4 shrink-0 text-success" aria-hidden="true" />
                ) : (
                  <Minus className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                )}
                <span>
                  <Link to={screen.to} className={`font-medium underline-offset-4 hover:underline ${on ? '' : 'text-muted-foreground'} ${focusRing}`}>
                    {screen.label}
                  </Link>
                  {screen.hint ? <span className="text-muted-foreground"> · {screen.hint}</span> : null}
                  <span className="sr-only">{on ? ' (included)' : ' (not included)'}</span>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
