import { isFeatureOn, type Feature } from '@hirebase/shared';
import type { ReactNode } from 'react';
import { useSubscription } from './use-current-org';

/** Whether the current organization's plan has the feature; false while the subscription loads. */
export function useFeature(feature: Feature): boolean {
  const { data } = useSubscription();
  return data != null && isFeatureOn(data, feature);
}

/**
 * Renders its children only when the plan has the feature (the server refuses it otherwise). While
 * the plan loads it renders nothing, so a plan that has the feature never flashes the upgrade note.
 */
export function FeatureGate({ feature, children, fallback = null }: { feature: Feature; children: ReactNode; fallback?: ReactNode }) {
  const { data, isPending } = useSubscription();
  if (data == null) return isPending ? null : fallback;
  return isFeatureOn(data, feature) ? children : fallback;
}
