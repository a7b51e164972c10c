import { QUESTION_KIND_LABELS, type AttemptSummary } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { RelativeTime } from '@/features/activity/relative-time';
import { focusRing } from '@/lib/utils';
import { attemptsQuery, statsQuery } from './api';
import { AttemptDialog } from './attempt-dialog';
import { IntegrityLine, ResultBadge, seconds } from './result-badge';

const ScoreChart = lazy(() => import('./score-chart'));

/** The attempts of an assessment (optionally one job's): who, score, time, integrity; opens one to read and grade it. */
export function AttemptsTable({ assessmentId, jobId }: { assessmentId: string; jobId?: string }) {
  const attempts = useQuery(attemptsQuery(assessmentId, jobId));
  const [open, setOpen] = useState<string | null>(null);
  const rows: AttemptSummary[] = attempts.data ?? [];
  if (attempts.isLoading) return <Skeleton className="h-32" />;
  if (!rows.length) return <p className="text-sm text-muted-foreground">Nobody has been invited yet.</p>;
  return (
    <>
      <Table aria-label="Attempts">
        <TableHeader>
          <TableRow>
            <TableHead>Candidate</TableHead>
            {jobId ? null : <TableHead>Job</TableHead>}
            <TableHead>Result</TableHead>
            <TableHead>Time taken</TableHead>
            <TableHead>Integrity</TableHead>
            <TableHead>Invited</TableHead>
            <TableHead>
              <span className="sr-only">Open</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((a) => (
            <TableRow key={a.id}>
              <TableCell>
                <Link to="/jobs/$jobId/candidate/$id" params={{ jobId: a.job.id, id: a.candidate.id }} className={`font-medium hover:underline ${focusRing}`}>
                  {a.candidate.name}
                </Link>
              </TableCell>
              {jobId ? null : <TableCell>{a.job.title}</TableCell>}
              <TableCell>
                <ResultBadge result={a} />
              </TableCell>
              <TableCell>{a.duration_seconds === null ? '—' : `${seconds(a.duration_seconds)}${a.timed_out ? ' (time ran out)' : ''}`}</TableCell>
              <TableCell>{a.status === 'invited' ? '—' : <IntegrityLine integrity={a.integrity} />}</TableCell>
              <TableCell>
                <RelativeTime value={a.invited_at} />
              </TableCell>
              <TableCell>
                {a.status === 'submitted' ? (
                  <Button size="sm" variant="outline" onClick={() => setOpen(a.id)} aria-label={`Open ${a.candidate.name}'s answers`}>
                    {a.needs_grading ? 'Grade' : 'Answers'}
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <AttemptDialog assessmentId={assessmentId} attemptId={open} onOpenChange={(o) => !o && setOpen(null)} />
    </>
  );
}

/** Results of the whole assessment: score distribution, success per question, time taken, then every attempt. */
export function ResultsPanel({ assessmentId }: { assessmentId: string }) {
  const stats = useQuery(statsQuery(assessmentId));
  const s = stats.data;
  return (
    <div className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Score distribution</CardTitle>
          </CardHeader>
          <CardContent>
            {s ? (
              <>
                <p className="mb-2 text-sm text-muted-foreground">
                  {s.completed} completed · {s.passed} passed · median time {s.median_seconds === null ? '—' : seconds(s.median_seconds)}
                </p>
                <Suspense fallback={<Skeleton className="h-56" />}>
                  <ScoreChart distribution={s.distribution} />
                </Suspense>
                <p className="sr-only">
                  {s.distribution.map((n, i) => `${i * 10}–${i === 9 ? 100 : i * 10 + 9}%: ${n}`).join('; ')}
                </p>
              </>
            ) : (
              <Skeleton className="h-56" />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Per question</CardTitle>
          </CardHeader>
          <CardContent>
            {s ? (
              <Table aria-label="Success per question">
                <TableHeader>
                  <TableRow>
                    <TableHead>#</TableHead>
                    <TableHead>Question</TableHead>
                    <TableHead>Answered</TableHead>
                    <TableHead>Success</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {s.questions.map((q, i) => (
                    <TableRow key={q.id}>
                      <TableCell>{i + 1}</TableCell>
                      <TableCell className="max-w-72 truncate" title={q.prompt}>
                        <span className="text-xs text-muted-foreground">{QUESTION_KIND_LABELS[q.kind]} · </span>
                        {q.prompt}
                      </TableCell>
                      <TableCell>{q.answered}</TableCell>
                      <TableCell>{q.success_rate === null ? '—' : `${q.success_rate}%`}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : (
              <Skeleton className="h-56" />
            )}
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Candidates</CardTitle>
        </CardHeader>
        <CardContent>
          <AttemptsTable assessmentId={assessmentId} />
        </CardContent>
      </Card>
    </div>
  );
}
