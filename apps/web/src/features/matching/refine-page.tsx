import type { JobRequirements, JobRequirementsInput } from '@hirebase/shared';
import { can } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Sparkles, Wand2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { jobQuery } from '@/features/jobs/api';
import { useFeature } from '@/features/org/feature-gate';
import { useRole } from '@/features/org/use-current-org';
import { isApiError } from '@/lib/api-client';
import { requirementsQuery, useProposeRequirements, useSaveRequirements } from './api';
import { RequirementsFields } from './requirements-fields';
import { BackToPipeline } from '@/features/jobs/back-to-pipeline';

const SOURCE_LABELS = { rules: 'the built-in rules', model: 'the configured model', edited: 'a recruiter’s edit' } as const;

/** Field errors of a 422 answer, keyed by their path ("max_years", "weights.skills"). */
function fieldErrors(error: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (!isApiError(error) || !Array.isArray(error.details)) return out;
  for (const issue of error.details as { path?: string; message?: string }[]) {
    const path = (issue.path ?? '').replace(/^requirements\./, '');
    const key = /^(must_have_skills|nice_to_have_skills)\b/.exec(path)?.[1] ?? path;
    if (!out.has(key)) out.set(key, issue.message ?? 'Invalid');
  }
  return out;
}

/** /jobs/$jobId/refine: the job's weighted requirements, proposed from its text, edited and saved as versions. */
export function RefinePage({ jobId }: { jobId: string }) {
  const job = useQuery(jobQuery(jobId));
  const saved = useQuery(requirementsQuery(jobId));
  if (!job.data || !saved.data) return <Skeleton className="h-96" />;
  // Keyed by version: a save (or a fresh proposal) starts the form again from what the server holds.
  return <RefineForm key={saved.data.version} jobId={jobId} title={job.data.title} initial={saved.data} />;
}

function RefineForm({ jobId, title, initial }: { jobId: string; title: string; initial: JobRequirements }) {
  const [shown, setShown] = useState(initial);
  const [draft, setDraft] = useState<JobRequirementsInput>(initial.requirements);
  const [edited, setEdited] = useState(false);
  const save = useSaveRequirements(jobId);
  const propose = useProposeRequirements(jobId);
  const canEdit = can(useRole(), 'jobs:write');
  const recommendations = useFeature('recommendations');
  const onChange = (next: JobRequirementsInput) => {
    setDraft(next);
    setEdited(true);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ requirements: draft, source: edited ? 'edited' : shown.source });
  };
  const repropose = () =>
    propose.mutate(undefined, {
      onSuccess: (fresh) => {
        setShown({ ...fresh, version: shown.version, saved_at: shown.saved_at, saved_by: shown.saved_by });
        setDraft(fresh.requirements);
        setEdited(false);
      },
    });
  const status =
    shown.version === 0
      ? `Proposed by ${SOURCE_LABELS[shown.source]} from the job’s title, description and fields. Nothing is saved yet.`
      : `Version ${shown.version}, saved${shown.saved_by?.name ? ` by ${shown.saved_by.name}` : ''} on ${new Date(shown.saved_at!).toLocaleString()} from ${SOURCE_LABELS[shown.source]}.`;

  return (
    <form onSubmit={submit} className="grid gap-6" aria-label="Job requirements">
      <PageHeader
        title={`Refine ${title}`}
        description="Structured, weighted requirements that rank candidates for this job."
        actions={
          <>
            <BackToPipeline jobId={jobId} />
            {recommendations ? (
              <Button variant="outline" asChild>
                <Link to="/jobs/$jobId/recommendations" params={{ jobId }}>
                  <Sparkles aria-hidden="true" /> Recommendations
                </Link>
              </Button>
            ) : null}
          </>
        }
      />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {status}
        {edited ? ' You have unsaved changes.' : ''}
      </p>
      {shown.notice ? <FormMessage tone="info">{shown.notice}</FormMessage> : null}
      {save.error ? <FormMessage>{isApiError(save.error) ? save.error.message : 'The requirements could not be saved'}</FormMessage> : null}
      {propose.error ? <FormMessage>{isApiError(propose.error) ? propose.error.message : 'No proposal could be made'}</FormMessage> : null}
      <fieldset disabled={!canEdit} className="grid gap-6">
        <RequirementsFields value={draft} onChange={onChange} skills={shown.skills} errors={fieldErrors(save.error)} />
      </fieldset>
      {canEdit ? (
        <div className="flex flex-wrap gap-2 border-t pt-4">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save requirements'}
          </Button>
          <Button type="button" variant="outline" onClick={repropose} disabled={propose.isPending}>
            <Wand2 aria-hidden="true" /> {propose.isPending ? 'Reading the job…' : 'Propose again from the job'}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Your role can read these requirements but not change them.</p>
      )}
    </form>
  );
}
