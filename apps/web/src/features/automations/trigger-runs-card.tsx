import { TRIGGER_ACTION_LABELS, type TriggerRunStatus } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { RelativeTime } from '@/features/activity/relative-time';
import { triggerRunsQuery } from './api';

const STATUS: Record<TriggerRunStatus, { label: string; variant: 'secondary' | 'success' | 'destructive' | 'outline' }> = {
  pending: { label: 'Scheduled', variant: 'outline' },
  succeeded: { label: 'Done', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
  skipped: { label: 'Skipped', variant: 'secondary' },
};

/** Every run of this job's triggers, newest first, with what happened. */
export function TriggerRunsCard({ jobId }: { jobId: string }) {
  const { data, isLoading } = useQuery(triggerRunsQuery(jobId));
  const runs = data?.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Runs</CardTitle>
        <CardDescription>Each trigger runs once per stage entry{data ? ` · ${data.meta.total} in all` : ''}.</CardDescription>
      </CardHeader>
      <CardContent>
        {!isLoading && runs.length === 0 ? (
          <p className="text-sm text-muted-foreground">No runs yet: they appear when candidates enter a stage with triggers.</p>
        ) : (
          <Table aria-label="Trigger runs">
            <TableHeader>
              <TableRow>
                <TableHead>When</TableHead>
                <TableHead>Candidate</TableHead>
                <TableHead>Stage</TableHead>
                <TableHead>Action</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Outcome</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {runs.map((r) => (
                <TableRow key={r.id}>
                  <TableCell className="whitespace-nowrap">
                    <RelativeTime value={r.created_at} />
                  </TableCell>
                  <TableCell>
                    <Link to="/jobs/$jobId/candidate/$id" params={{ jobId, id: r.candidate.id }} className="hover:underline">
                      {r.candidate.name}
                    </Link>
                  </TableCell>
                  <TableCell>{r.stage_name ?? 'Removed stage'}</TableCell>
                  <TableCell>{TRIGGER_ACTION_LABELS[r.action]}</TableCell>
                  <TableCell>
                    <Badge variant={STATUS[r.status].variant}>{STATUS[r.status].label}</Badge>
                  </TableCell>
                  <TableCell className="text-sm">
                    {r.outcome}
                    {r.status === 'pending' && r.run_after && (
                      <span className="block text-xs text-muted-foreground">
                        due <RelativeTime value={r.run_after} />
                      </span>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
