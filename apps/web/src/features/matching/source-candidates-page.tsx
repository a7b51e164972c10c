import type { JobRequirementsInput, SearchHit } from '@hirebase/shared';
import { can } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ListChecks, UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { jobApplicationsQuery } from '@/features/applications/api';
import { jobQuery } from '@/features/jobs/api';
import { useRole } from '@/features/org/use-current-org';
import { SearchScreen } from '@/features/search/search-screen';
import type { SearchParams } from '@/features/search/search-params';
import { cn } from '@/lib/utils';
import { requirementsQuery, useAddRecommended } from './api';
import { BackToPipeline } from '@/features/jobs/back-to-pipeline';

export type SourceParams = SearchParams & { tab?: 'database' | 'resdb' };

/**
 * The search a job's requirements suggest: its titles as alternatives in the query, its must-have
 * skills as the skills filter (any of them), its minimum years, and its place unless it is remote.
 */
export function searchFromRequirements(r: JobRequirementsInput): SearchParams {
  const out: SearchParams = {};
  const titles = r.titles.map((t) => `"${t.replace(/"/g, '')}"`);
  if (titles.length) out.q = titles.join(' OR ').slice(0, 500);
  const skills = r.must_have_skills.map((s) => s.name.replace(/,/g, ' ')).slice(0, 20);
  if (skills.length) {
    out.skills = skills.join(',');
    out.skills_mode = 'any';
  }
  if (r.min_years != null) out.min_years = r.min_years;
  if (r.remote !== 'remote' && r.locations[0]) out.location = r.locations[0].split(',')[0]!.trim();
  return out;
}

const tabClass = (on: boolean) => cn('rounded-md px-3 py-1.5 text-sm font-medium', on ? 'bg-secondary text-foreground' : 'text-muted-foreground hover:text-foreground');

/** /jobs/$jobId/source-candidates: the candidate and resume database search, prefilled from the requirements, with results addable to the job. */
export function SourceCandidatesPage({ jobId, search }: { jobId: string; search: SourceParams }) {
  const navigate = useNavigate();
  const job = useQuery(jobQuery(jobId));
  const requirements = useQuery(requirementsQuery(jobId));
  const applications = useQuery(jobApplicationsQuery(jobId));
  const add = useAddRecommended(jobId);
  const canAdd = can(useRole(), 'candidates:write');
  const { tab, ...params } = search;

  useEffect(() => {
    // The first visit opens the search the requirements suggest; every later change is the recruiter's.
    if (!tab && requirements.data) {
      void navigate({ to: '/jobs/$jobId/source-candidates', params: { jobId }, search: { ...searchFromRequirements(requirements.data.requirements), tab: 'database' }, replace: true });
    }
  }, [tab, requirements.data, navigate, jobId]);

  if (!job.data || !tab) return <Skeleton className="h-96" />;
  const inJob = new Set((applications.data ?? []).map((a) => a.candidate.id));
  const actions = (hit: SearchHit) =>
    canAdd ? (
      <Button type="button" size="sm" variant="outline" disabled={inJob.has(hit.id) || add.isPending} aria-label={`Add ${hit.name} to ${job.data!.title}`} onClick={() => add.mutate([hit.id])}>
        <UserPlus aria-hidden="true" /> {inJob.has(hit.id) ? 'In this job' : 'Add to job'}
      </Button>
    ) : null;
  return (
    <>
      <PageHeader
        title={`Source candidates for ${job.data.title}`}
        description="Your candidate database and resume database, searched with the job’s requirements. Edit the query and filters freely."
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/jobs/$jobId/refine" params={{ jobId }}>
                <ListChecks aria-hidden="true" /> Refine
              </Link>
            </Button>
            <BackToPipeline jobId={jobId} />
          </>
        }
      />
      <nav aria-label="Source" className="mb-4 flex gap-1">
        <Link to="/jobs/$jobId/source-candidates" params={{ jobId }} search={{ ...params, tab: 'database' }} className={tabClass(tab === 'database')} aria-current={tab === 'database' ? 'page' : undefined}>
          Candidate database
        </Link>
        <Link to="/jobs/$jobId/source-candidates" params={{ jobId }} search={{ ...params, tab: 'resdb' }} className={tabClass(tab === 'resdb')} aria-current={tab === 'resdb' ? 'page' : undefined}>
          Resume database
        </Link>
      </nav>
      <SearchScreen
        search={params}
        hasResume={tab === 'resdb'}
        onNavigate={(next) => void navigate({ to: '/jobs/$jobId/source-candidates', params: { jobId }, search: { ...next, tab } })}
        actions={actions}
        emptyText="No candidates yet."
      />
    </>
  );
}
