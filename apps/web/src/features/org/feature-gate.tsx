import { isFeatureOn, type Feature } from '@hirebase/shared';
import type { ReactNode } from 'react';
import { useSubscription } from './use-current-org';

/** Whether the current organization's plan has the feature; false while the subscription loads. */
export function useFeature(feature: Feature): boolean {
  const { data } = useSubscription();
  return data != null && isFeatureOn(data, feature);
}

/** Renders its children only when the plan has the feature (the server refuses it otherwise). */
export function FeatureGate({ feature, children, fallback = null }: { feature: Feature; children: ReactNode; fallback?: ReactNode }) {
  return useFeature(feature) ? children : fallback;
}
