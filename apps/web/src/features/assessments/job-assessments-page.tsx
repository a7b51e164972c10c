import type { AssessmentDraft } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, Link2, Plus, Unlink } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { jobQuery } from '@/features/jobs/api';
import { focusRing } from '@/lib/utils';
import { assessmentsApi, assessmentsListQuery, useAssessmentMutation } from './api';
import { AssessmentEditor } from './assessment-editor';
import { DraftNote } from './draft-note';
import { GenerateButton } from './generate-dialog';
import { AttemptsTable } from './results-panel';

/** /jobs/$jobId/assessments: the job's assessments (attach existing ones, generate or write new ones) and this job's results. */
export function JobAssessmentsPage({ jobId }: { jobId: string }) {
  const job = useQuery(jobQuery(jobId));
  const all = useQuery(assessmentsListQuery({ page_size: 100 }));
  const navigate = useNavigate();
  const [choice, setChoice] = useState('');
  const [editing, setEditing] = useState<{ draft: AssessmentDraft | null } | null>(null);
  const attach = useAssessmentMutation(assessmentsApi.attach, 'Assessment attached to the job');
  const detach = useAssessmentMutation(assessmentsApi.detach, 'Assessment detached');
  if (!job.data || !all.data) return <Skeleton className="h-96" />;
  const attached = all.data.data.filter((a) => a.jobs.some((j) => j.id === jobId));
  const others = all.data.data.filter((a) => !attached.includes(a));
  const back = (
    <Link to="/jobs/$jobId" params={{ jobId }} className={`mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground ${focusRing}`}>
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to the job
    </Link>
  );

  if (editing) {
    return (
      <>
        {back}
        <PageHeader title={`New assessment for ${job.data.title}`} />
        {editing.draft ? <DraftNote draft={editing.draft} /> : null}
        <AssessmentEditor source={editing.draft} jobId={jobId} onCancel={() => setEditing(null)} onSaved={(a) => void navigate({ to: '/assessments/$assessmentsId', params: { assessmentsId: a.id } })} />
      </>
    );
  }

  return (
    <>
      {back}
      <PageHeader
        title={`Assessments — ${job.data.title}`}
        description="The tests this job's candidates take, and how they did."
        actions={
          <>
            <GenerateButton jobId={jobId} onDraft={(draft) => setEditing({ draft })} />
            <Button onClick={() => setEditing({ draft: null })}>
              <Plus aria-hidden="true" /> New assessment
            </Button>
          </>
        }
      />
      {others.length ? (
        <form
          className="mb-6 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            attach.mutate({ jobId, assessmentId: choice }, { onSuccess: () => setChoice('') });
          }}
        >
          <FormField label="Attach an existing assessment" className="min-w-72">
            {(p) => (
              <NativeSelect {...p} value={choice} onChange={(e) => setChoice(e.target.value)}>
                <option value="">Choose…</option>
                {others.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.title}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <Button type="submit" variant="outline" disabled={!choice || attach.isPending}>
            <Link2 aria-hidden="true" /> Attach
          </Button>
        </form>
      ) : null}
      {attached.length === 0 ? <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">No assessment is attached to this job yet.</p> : null}
      <div className="grid gap-6">
        {attached.map((a) => (
          <Card key={a.id}>
            <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0">
              <CardTitle>
                <Link to="/assessments/$assessmentsId" params={{ assessmentsId: a.id }} className={`hover:underline ${focusRing}`}>
                  {a.title}
                </Link>
              </CardTitle>
              <Button size="sm" variant="ghost" onClick={() => detach.mutate({ jobId, assessmentId: a.id })}>
                <Unlink aria-hidden="true" /> Detach
              </Button>
            </CardHeader>
            <CardContent>
              <AttemptsTable assessmentId={a.id} jobId={jobId} />
            </CardContent>
          </Card>
        ))}
      </div>
    </>
  );
}
