import type { BoardAssessmentBadge } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { boardBadgesQuery } from './api';
import { ResultBadge } from './result-badge';

const Badges = createContext<ReadonlyMap<string, BoardAssessmentBadge>>(new Map());

/** Loads the latest assessment result of each application of the job, once for the whole board. */
export function AssessmentBadgesProvider({ jobId, children }: { jobId: string; children: ReactNode }) {
  const badges = useQuery(boardBadgesQuery(jobId));
  const map = useMemo(() => new Map((badges.data ?? []).map((b) => [b.application_id, b])), [badges.data]);
  return <Badges.Provider value={map}>{children}</Badges.Provider>;
}

/** The card's assessment badge: score and pass/fail, or its state until then. */
export function AssessmentCardBadge({ applicationId }: { applicationId: string }) {
  const badge = useContext(Badges).get(applicationId);
  return badge ? (
    <span className="w-fit" title="Latest assessment">
      <ResultBadge result={badge} compact />
    </span>
  ) : null;
}
