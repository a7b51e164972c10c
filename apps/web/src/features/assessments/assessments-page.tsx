import type { AssessmentDraft } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { RelativeTime } from '@/features/activity/relative-time';
import { focusRing } from '@/lib/utils';
import { assessmentsListQuery } from './api';
import { AssessmentEditor } from './assessment-editor';
import { GenerateButton } from './generate-dialog';
import { DraftNote } from './draft-note';

type Editing = { draft: AssessmentDraft | null } | null;

/** /assessments: every assessment with its usage and average score; new ones written by hand or generated for a job. */
export function AssessmentsPage() {
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Editing>(null);
  const list = useQuery(assessmentsListQuery({ page_size: 100 }));
  const rows = list.data?.data ?? [];

  if (editing) {
    return (
      <>
        <PageHeader title="New assessment" description="Questions, rubrics and settings. Nothing is sent until you invite candidates." />
        {editing.draft ? <DraftNote draft={editing.draft} /> : null}
        <AssessmentEditor
          source={editing.draft}
          onCancel={() => setEditing(null)}
          onSaved={(a) => void navigate({ to: '/assessments/$assessmentsId', params: { assessmentsId: a.id } })}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Assessments"
        description="Short tests candidates take from a link instead of a screening call."
        actions={
          <>
            <GenerateButton onDraft={(draft) => setEditing({ draft })} />
            <Button onClick={() => setEditing({ draft: null })}>
              <Plus aria-hidden="true" /> New assessment
            </Button>
          </>
        }
      />
      <Card>
        <CardContent className="pt-6">
          {list.isLoading ? <Skeleton className="h-48" /> : null}
          {list.isError ? <p className="text-sm text-destructive">The assessments could not be loaded.</p> : null}
          {list.data && rows.length === 0 ? <p className="py-10 text-center text-sm text-muted-foreground">No assessments yet. Write one or generate one for a job.</p> : null}
          {rows.length ? (
            <Table aria-label="Assessments">
              <TableHeader>
                <TableRow>
                  <TableHead>Title</TableHead>
                  <TableHead>Jobs</TableHead>
                  <TableHead>Questions</TableHead>
                  <TableHead>Time limit</TableHead>
                  <TableHead>Invited</TableHead>
                  <TableHead>Completed</TableHead>
                  <TableHead>Average score</TableHead>
                  <TableHead>Updated</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((a) => (
                  <TableRow key={a.id}>
                    <TableCell>
                      <Link to="/assessments/$assessmentsId" params={{ assessmentsId: a.id }} className={`font-medium hover:underline ${focusRing}`}>
                        {a.title}
                      </Link>
                    </TableCell>
                    <TableCell>{a.jobs.map((j) => j.title).join(', ') || '—'}</TableCell>
                    <TableCell>{a.questions.length}</TableCell>
                    <TableCell>{a.time_limit_minutes ? `${a.time_limit_minutes} min` : 'None'}</TableCell>
                    <TableCell>{a.usage.invited}</TableCell>
                    <TableCell>{a.usage.completed}</TableCell>
                    <TableCell>{a.average_score === null ? '—' : `${a.average_score}%`}</TableCell>
                    <TableCell>
                      <RelativeTime value={a.updated_at} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
        </CardContent>
      </Card>
    </>
  );
}
