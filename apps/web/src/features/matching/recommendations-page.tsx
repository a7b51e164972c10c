import type { RecommendedCandidate } from '@hirebase/shared';
import { can } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ListChecks, Search, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { jobQuery } from '@/features/jobs/api';
import { FeatureGate } from '@/features/org/feature-gate';
import { useRole } from '@/features/org/use-current-org';
import { hitSummary } from '@/features/search/search-results';
import { isApiError } from '@/lib/api-client';
import { plural } from '@/lib/plural';
import { focusRing } from '@/lib/utils';
import { recommendationsQuery, useAddRecommended, type RecommendationParams } from './api';
import { ScoreBreakdown } from './score-breakdown';
import { BackToPipeline } from '@/features/jobs/back-to-pipeline';

/** /jobs/$jobId/recommendations: every candidate of the organization ranked for the job, each score explained. */
export function RecommendationsPage({ jobId }: { jobId: string }) {
  const job = useQuery(jobQuery(jobId));
  return (
    <>
      <PageHeader
        title={job.data ? `Recommendations for ${job.data.title}` : 'Recommendations'}
        description="People already in your database, ranked by the job’s requirements. Every point of a score is explained."
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/jobs/$jobId/refine" params={{ jobId }}>
                <ListChecks aria-hidden="true" /> Refine
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/jobs/$jobId/source-candidates" params={{ jobId }}>
                <Search aria-hidden="true" /> Source candidates
              </Link>
            </Button>
            <BackToPipeline jobId={jobId} />
          </>
        }
      />
      <FeatureGate
        feature="recommendations"
        fallback={
          <Card>
            <CardContent className="py-6 text-sm">Your plan does not include recommendations. Upgrade under Settings › Billing to rank your database for a job.</CardContent>
          </Card>
        }
      >
        <RecommendationsBody jobId={jobId} />
      </FeatureGate>
    </>
  );
}

function RecommendationsBody({ jobId }: { jobId: string }) {
  const [params, setParams] = useState<RecommendationParams>({ hide_rejected: true, location: '', min_score: '', page: 1 });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const result = useQuery(recommendationsQuery(jobId, params));
  const add = useAddRecommended(jobId);
  const canAdd = can(useRole(), 'candidates:write');
  const change = (patch: Partial<RecommendationParams>) => setParams((p) => ({ ...p, page: 1, ...patch }));
  const addIds = (ids: string[]) => add.mutate(ids, { onSuccess: () => setSelected(new Set()) });

  const missing = isApiError(result.error) && result.error.status === 409;
  if (missing) {
    return (
      <Card>
        <CardContent className="grid gap-3 py-6 text-sm">
          <p>This job has no saved requirements yet, so there is nothing to rank by.</p>
          <Button asChild className="justify-self-start">
            <Link to="/jobs/$jobId/refine" params={{ jobId }}>
              Refine the job
            </Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  const data = result.data;
  const rows = data?.data ?? [];
  const chosen = rows.filter((r) => selected.has(r.candidate_id) && !r.previously_rejected).map((r) => r.candidate_id);
  const lastPage = data ? Math.max(1, Math.ceil(data.meta.total / data.meta.page_size)) : 1;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-4" role="group" aria-label="Filters">
        <div className="flex items-center gap-2 pb-2">
          <input id="rec-hide-rejected" type="checkbox" className="size-4 accent-primary" checked={params.hide_rejected} onChange={(e) => change({ hide_rejected: e.target.checked })} />
          <Label htmlFor="rec-hide-rejected">Hide people rejected for this job</Label>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="rec-location">Location</Label>
          <Input id="rec-location" value={params.location} maxLength={120} placeholder="e.g. Berlin" onChange={(e) => change({ location: e.target.value })} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="rec-min-score">Minimum score</Label>
          <Input id="rec-min-score" type="number" min={0} max={100} value={params.min_score} className="w-28" onChange={(e) => change({ min_score: e.target.value })} />
        </div>
      </div>

      {data && !data.meta.complete ? (
        <p role="status" className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
          Scoring candidates against version {data.meta.version} of the requirements
          {data.meta.scored != null && data.meta.candidates != null ? `: ${data.meta.scored.toLocaleString('en-US')} of ${data.meta.candidates.toLocaleString('en-US')} so far` : ''}. The list fills in as it goes.
        </p>
      ) : null}
      {result.isLoading ? <Skeleton className="h-64" /> : null}
      {result.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {isApiError(result.error) ? result.error.message : 'The recommendations could not be loaded.'}
        </p>
      ) : null}

      {data ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {plural(data.meta.total, 'candidate')}
            {data.meta.total_is_estimate ? '+' : ''} ranked
          </p>
          {canAdd ? (
            <Button type="button" disabled={chosen.length === 0 || add.isPending} onClick={() => addIds(chosen)}>
              <UserPlus aria-hidden="true" /> Add selected to pipeline{chosen.length ? ` (${chosen.length})` : ''}
            </Button>
          ) : null}
        </div>
      ) : null}
      {data && rows.length === 0 ? <p className="py-10 text-center text-sm text-muted-foreground">No candidate matches these filters.</p> : null}

      <ol className="grid gap-3" aria-label="Recommended candidates">
        {rows.map((r, i) => (
          <RecommendationRow
            key={r.candidate_id}
            rank={(params.page - 1) * (data?.meta.page_size ?? 25) + i + 1}
            item={r}
            canAdd={canAdd}
            busy={add.isPending}
            checked={selected.has(r.candidate_id)}
            onCheck={(on) =>
              setSelected((prev) => {
                const next = new Set(prev);
                if (on) next.add(r.candidate_id);
                else next.delete(r.candidate_id);
                return next;
              })
            }
            onAdd={() => addIds([r.candidate_id])}
          />
        ))}
      </ol>
      {data && lastPage > 1 ? (
        <nav aria-label="Pagination" className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
          <span>
            Page {params.page} of {lastPage}
            {data.meta.total_is_estimate ? '+' : ''}
          </span>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" disabled={params.page <= 1} onClick={() => setParams((p) => ({ ...p, page: p.page - 1 }))}>
              Previous
            </Button>
            <Button variant="outline" size="sm" disabled={params.page >= lastPage} onClick={() => setParams((p) => ({ ...p, page: p.page + 1 }))}>
              Next
            </Button>
          </div>
        </nav>
      ) : null}
    </div>
  );
}

function RecommendationRow(props: { rank: number; item: RecommendedCandidate; canAdd: boolean; busy: boolean; checked: boolean; onCheck: (on: boolean) => void; onAdd: () => void }) {
  const { rank, item, canAdd, busy, checked, onCheck, onAdd } = props;
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-start gap-3">
        {canAdd ? (
          <input
            type="checkbox"
            className="mt-1.5 size-4 accent-primary"
            aria-label={`Select ${item.name}`}
            checked={checked}
            disabled={item.previously_rejected}
            onChange={(e) => onCheck(e.target.checked)}
          />
        ) : null}
        <div className="grid min-w-0 flex-1 gap-0.5">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-muted-foreground tabular-nums">#{rank}</span>
            <Link to="/database/candidate/$id" params={{ id: item.candidate_id }} className={`font-medium hover:underline ${focusRing}`}>
              {item.name}
            </Link>
            {item.previously_rejected ? <Badge variant="destructive">Rejected for this job</Badge> : null}
          </div>
          <p className="text-sm text-muted-foreground">{hitSummary({ ...item, current_company: null })}</p>
        </div>
        <div className="text-right">
          <p className="text-2xl font-semibold tabular-nums" aria-label={`Score ${item.score} of 100`}>
            {item.score.toLocaleString('en-US', { maximumFractionDigits: 1 })}
          </p>
          <p className="text-xs text-muted-foreground">of 100</p>
        </div>
        {canAdd ? (
          <Button type="button" variant="outline" size="sm" disabled={busy || item.previously_rejected} aria-label={`Add ${item.name} to the pipeline`} onClick={onAdd}>
            <UserPlus aria-hidden="true" /> Add
          </Button>
        ) : null}
      </div>
      <ScoreBreakdown score={item.score} breakdown={item.breakdown} why={item.why} label={item.name} />
    </li>
  );
}
