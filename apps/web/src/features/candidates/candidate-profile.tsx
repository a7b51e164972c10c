import { can } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, GitMerge, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useConfirm } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Timeline } from '@/features/activity/timeline';
import { CustomFieldsCard } from '@/features/custom-fields/custom-fields-card';
import { ApplicationFields } from './application-fields';
import { OptOutToggle, SendEmailButton } from '@/features/email/candidate-email-actions';
import { CandidateEmails } from '@/features/email/candidate-emails';
import { CandidateAssessments } from '@/features/assessments/candidate-assessments';
import { CandidateInterviews } from '@/features/interviews/candidate-interviews';
import { MatchingJobs } from '@/features/matching/matching-jobs';
import { NotesPanel } from '@/features/notes/notes-panel';
import { useRole } from '@/features/org/use-current-org';
import { CandidateReportsCard, ShareReportButton } from '@/features/submissions/candidate-reports';
import { toast } from '@/lib/toast-store';
import { focusRing } from '@/lib/utils';
import { candidateKeys, candidateQuery, useDeleteCandidate } from './api';
import { CandidateDetails } from './candidate-details';
import { CandidateFormDialog } from './candidate-form-dialog';
import { CandidateJobs } from './candidate-jobs';
import { MergeDuplicateDialog } from './merge-duplicate-dialog';
import { PossibleDuplicates } from './possible-duplicates';

/** A candidate's page, on its own (/database/candidate/$id) or in a job's context. */
export function CandidateProfile({ id, jobId }: { id: string; jobId?: string }) {
  const candidate = useQuery(candidateQuery(id));
  const role = useRole();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const remove = useDeleteCandidate();
  const [editing, setEditing] = useState(false);
  const [merging, setMerging] = useState(false);

  if (candidate.isLoading) return <Skeleton className="h-96" />;
  if (!candidate.data) return <p className="text-sm text-muted-foreground">This candidate could not be loaded.</p>;
  const c = candidate.data;
  const current = jobId ? c.applications.find((a) => a.job.id === jobId) : undefined;

  async function onDelete() {
    const ok = await confirm({ title: `Delete ${c.name}?`, description: 'Their applications and notes are removed too. This cannot be undone.', confirmText: 'Delete', destructive: true });
    if (!ok) return;
    remove.mutate(c.id, {
      onSuccess: () => {
        toast.success(`${c.name} deleted`);
        void navigate({ to: '/database' });
      },
    });
  }

  return (
    <>
      {jobId ? (
        <Link to="/jobs/$jobId" params={{ jobId }} className={`mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground ${focusRing}`}>
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to the job
        </Link>
      ) : (
        <Link to="/database" className={`mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground ${focusRing}`}>
          <ArrowLeft className="size-4" aria-hidden="true" /> Candidates
        </Link>
      )}
      <PageHeader
        title={c.name}
        description={[c.current_title, c.current_company].filter(Boolean).join(' at ') || undefined}
        actions={
          <>
            <SendEmailButton candidate={c} jobId={jobId} />
            <ShareReportButton candidateId={c.id} jobId={jobId} />
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" /> Edit
            </Button>
            <Button variant="outline" onClick={() => setMerging(true)}>
              <GitMerge aria-hidden="true" /> Merge duplicate…
            </Button>
            {can(role, 'candidates:delete') ? (
              <Button variant="destructive" onClick={onDelete} disabled={remove.isPending}>
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            ) : null}
          </>
        }
      />
      <CandidateFormDialog open={editing} onOpenChange={setEditing} candidate={c} />
      <MergeDuplicateDialog candidate={c} open={merging} onOpenChange={setMerging} />
      <PossibleDuplicates candidate={c} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <CandidateJobs candidate={c} jobId={jobId} />
          {current ? <ApplicationFields applicationId={current.id} /> : null}
          <CandidateInterviews candidate={c} jobId={jobId} />
          <CandidateAssessments candidate={c} jobId={jobId} />
          <MatchingJobs candidateId={c.id} />
          <CandidateReportsCard candidateId={c.id} />
          <CandidateDetails candidate={c} />
          <CustomFieldsCard entity="candidate" recordId={c.id} values={c.custom_fields} recordKey={candidateKeys.detail(c.id)} />
          <OptOutToggle candidateId={c.id} />
        </div>
        <div className="grid content-start gap-6">
          <NotesPanel entityType="candidate" entityId={c.id} />
          <CandidateEmails candidateId={c.id} />
          <Timeline entityId={c.id} />
        </div>
      </div>
    </>
  );
}
