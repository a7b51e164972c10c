import { can } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useConfirm } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useRole } from '@/features/org/use-current-org';
import { focusRing } from '@/lib/utils';
import { assessmentQuery, assessmentsApi, useAssessmentMutation } from './api';
import { AssessmentEditor } from './assessment-editor';
import { ResultsPanel } from './results-panel';

type Tab = 'results' | 'questions';

/** /assessments/$id: its results (chart, per question, time, every attempt with grading) and its questions to edit. */
export function AssessmentPage({ id }: { id: string }) {
  const assessment = useQuery(assessmentQuery(id));
  const [tab, setTab] = useState<Tab>('results');
  const role = useRole();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const remove = useAssessmentMutation(assessmentsApi.remove, 'Assessment deleted');
  if (assessment.isLoading) return <Skeleton className="h-96" />;
  if (!assessment.data) return <p className="text-sm text-muted-foreground">This assessment could not be loaded.</p>;
  const a = assessment.data;

  async function onDelete() {
    const ok = await confirm({ title: `Delete ${a.title}?`, description: 'It is removed from lists and jobs. Results already taken stay on the candidates.', confirmText: 'Delete', destructive: true });
    if (ok) remove.mutate(a.id, { onSuccess: () => void navigate({ to: '/assessments' }) });
  }

  return (
    <>
      <Link to="/assessments" className={`mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground ${focusRing}`}>
        <ArrowLeft className="size-4" aria-hidden="true" /> Assessments
      </Link>
      <PageHeader
        title={a.title}
        description={`${a.questions.length} questions · ${a.total_points} points · ${a.time_limit_minutes ? `${a.time_limit_minutes} minutes` : 'no time limit'} · pass mark ${a.pass_mark}% · ${a.usage.completed} of ${a.usage.invited} completed`}
        actions={
          can(role, 'assessments:delete') ? (
            <Button variant="destructive" onClick={onDelete} disabled={remove.isPending}>
              <Trash2 aria-hidden="true" /> Delete
            </Button>
          ) : null
        }
      />
      <div className="mb-4 flex rounded-md border p-0.5 w-fit" role="group" aria-label="Section">
        {(['results', 'questions'] as const).map((t) => (
          <Button key={t} variant={tab === t ? 'secondary' : 'ghost'} size="sm" aria-pressed={tab === t} onClick={() => setTab(t)}>
            {t === 'results' ? 'Results' : 'Questions and settings'}
          </Button>
        ))}
      </div>
      {tab === 'results' ? <ResultsPanel assessmentId={a.id} /> : <AssessmentEditor key={a.updated_at} source={a} onSaved={() => setTab('questions')} />}
    </>
  );
}
