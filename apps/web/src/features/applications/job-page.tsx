import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ClipboardCheck, Columns3, List, ListChecks, Search, Send, Settings2, Sparkles } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { AssessmentBadgesProvider } from '@/features/assessments/board-badges';
import { sourceLabel } from '@/features/careers/application-answers';
import { CustomFieldsCard } from '@/features/custom-fields/custom-fields-card';
import { jobKeys, jobQuery } from '@/features/jobs/api';
import { STATUS_BADGE, WORKPLACE_LABELS } from '@/features/jobs/labels';
import { FeatureGate } from '@/features/org/feature-gate';
import { UploadResumesButton } from '@/features/uploads/upload-buttons';
import { AddCandidateDialog } from './add-candidate-dialog';
import { jobApplicationsQuery } from './api';
import { ApplicationsList } from './applications-list';
import { BulkBar } from './bulk-bar';
import { PipelineBoard } from './pipeline-board';
import { plural } from '@/lib/plural';
import { JOB_STATUS_LABELS } from '@/lib/status-labels';

type View = 'board' | 'list';
/** The source filter's value for applications added in the app (they have no source). */
const MANUAL = '_manual';

/** /jobs/$jobId: the job's header and its pipeline as a board or a list, with multi-select. */
export function JobPage({ jobId }: { jobId: string }) {
  const job = useQuery(jobQuery(jobId));
  const apps = useQuery(jobApplicationsQuery(jobId));
  const [view, setView] = useState<View>('board');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [source, setSource] = useState('');
  const all = useMemo(() => apps.data ?? [], [apps.data]);
  const sources = useMemo(() => [...new Set(all.map((a) => a.source ?? ''))].sort(), [all]);
  const applications = useMemo(() => (source ? all.filter((a) => (a.source ?? '') === (source === MANUAL ? '' : source)) : all), [all, source]);
  const active = applications.filter((a) => a.status === 'active').length;
  const rejected = applications.filter((a) => a.status === 'rejected').length;

  const onToggle = useCallback((id: string) => {
    setSelected((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const onToggleAll = useCallback((ids: string[], on: boolean) => setSelected(on ? new Set(ids) : new Set()), []);
  // Selection only ever holds applications that are still listed.
  const selectedIds = applications.filter((a) => selected.has(a.id)).map((a) => a.id);

  if (job.isLoading || !job.data) return <Skeleton className="h-96" />;
  const j = job.data;
  return (
    <>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight">{j.title}</h1>
            <Badge variant={STATUS_BADGE[j.status]}>{JOB_STATUS_LABELS[j.status]}</Badge>
            {j.archived_at ? <Badge variant="outline">Archived</Badge> : null}
          </div>
          <p className="text-sm text-muted-foreground">
            {[j.client?.name ?? 'Internal', j.location, WORKPLACE_LABELS[j.workplace]].filter(Boolean).join(' · ')}
          </p>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {plural(active, 'active candidate')}
            {rejected ? ` · ${rejected} rejected` : ''} · {plural(j.openings, 'opening')}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {sources.length > 1 || (sources[0] ?? '') !== '' ? (
            <NativeSelect aria-label="Filter by source" className="h-9 w-auto" value={source} onChange={(e) => setSource(e.target.value)}>
              <option value="">All sources</option>
              {sources.map((s) => (
                <option key={s || MANUAL} value={s || MANUAL}>
                  {s ? sourceLabel(s) : 'Added in the app'}
                </option>
              ))}
            </NativeSelect>
          ) : null}
          <div className="flex rounded-md border p-0.5" role="group" aria-label="View">
            <Button variant={view === 'board' ? 'secondary' : 'ghost'} size="sm" aria-pressed={view === 'board'} onClick={() => setView('board')}>
              <Columns3 aria-hidden="true" /> Board
            </Button>
            <Button variant={view === 'list' ? 'secondary' : 'ghost'} size="sm" aria-pressed={view === 'list'} onClick={() => setView('list')}>
              <List aria-hidden="true" /> List
            </Button>
          </div>
          <UploadResumesButton variant="outline" jobId={jobId} jobName={j.title} />
          <AddCandidateDialog job={j} existingCandidateIds={all.map((a) => a.candidate.id)} />
        </div>
      </div>
      <nav aria-label="This job" className="-mt-2 mb-4 flex flex-wrap items-center gap-1">
        <FeatureGate feature="recommendations">
          <Button variant="ghost" size="sm" asChild>
            <Link to="/jobs/$jobId/recommendations" params={{ jobId }}>
              <Sparkles aria-hidden="true" /> Recommendations
            </Link>
          </Button>
        </FeatureGate>
        <Button variant="ghost" size="sm" asChild>
          <Link to="/jobs/$jobId/refine" params={{ jobId }}>
            <ListChecks aria-hidden="true" /> Refine
          </Link>
        </Button>
        <Button variant="ghost" size="sm" asChild>
          <Link to="/jobs/$jobId/source-candidates" params={{ jobId }}>
            <Search aria-hidden="true" /> Source
          </Link>
        </Button>
        <Button variant="ghost" size="sm" asChild>
          <Link to="/jobs/$jobId/assessments" params={{ jobId }}>
            <ClipboardCheck aria-hidden="true" /> Assessments
          </Link>
        </Button>
        {j.client ? (
          <Button variant="ghost" size="sm" asChild>
            <Link to="/jobs/$jobId/client-submissions" params={{ jobId }}>
              <Send aria-hidden="true" /> Client submissions
            </Link>
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" asChild>
          <Link to="/jobs/$jobId/configure" params={{ jobId }}>
            <Settings2 aria-hidden="true" /> Configure
          </Link>
        </Button>
      </nav>
      <CustomFieldsCard className="mb-4" entity="job" recordId={j.id} values={j.custom_fields} recordKey={jobKeys.detail(j.id)} permission="jobs:write" />
      {apps.isLoading ? <Skeleton className="h-96" /> : null}
      {apps.isError ? <p className="text-sm text-muted-foreground">The candidates of this job could not be loaded.</p> : null}
      {apps.data && all.length === 0 ? (
        <p className="mb-4 rounded-md border border-dashed p-4 text-sm text-muted-foreground">
          No candidates yet. Use “Add candidate” to pick someone from your database or create a new one.
        </p>
      ) : null}
      {apps.data ? (
        <AssessmentBadgesProvider jobId={jobId}>
        {view === 'board' ? (
          <PipelineBoard job={j} applications={applications} selected={selected} onToggle={onToggle} />
        ) : (
          <ApplicationsList job={j} applications={applications} selected={selected} onToggle={onToggle} onToggleAll={onToggleAll} />
        )}
        </AssessmentBadgesProvider>
      ) : null}
      <BulkBar job={j} ids={selectedIds} onDone={() => setSelected(new Set())} />
    </>
  );
}
