import { CLIENT_VERDICT_LABELS, type Submission } from '@hirebase/shared';
import { Link } from '@tanstack/react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { focusRing } from '@/lib/utils';
import { formatFee } from './money';
import { SubmissionStatusBadge } from './status-badge';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function SubmissionLink({ s, children }: { s: Submission; children: React.ReactNode }) {
  return (
    <Link to="/clients/$clientId/submission/$submissionId" params={{ clientId: s.client.id, submissionId: s.id }} className={`font-medium hover:underline ${focusRing} rounded-sm`}>
      {children}
    </Link>
  );
}

/** Submissions as a table: candidate, job, client, status, the client's answer, who submitted and when. */
export function SubmissionsTable({ rows, hide = [] }: { rows: Submission[]; hide?: ('client' | 'job')[] }) {
  if (rows.length === 0) return <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">No submissions match.</p>;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Candidate</TableHead>
          {hide.includes('job') ? null : <TableHead>Job</TableHead>}
          {hide.includes('client') ? null : <TableHead>Client</TableHead>}
          <TableHead>Status</TableHead>
          <TableHead>Client feedback</TableHead>
          <TableHead>Fee</TableHead>
          <TableHead>Submitted by</TableHead>
          <TableHead>Submitted</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((s) => (
          <TableRow key={s.id}>
            <TableCell>
              <SubmissionLink s={s}>{s.candidate.name}</SubmissionLink>
              <div className="text-xs text-muted-foreground">{s.candidate.current_title ?? ''}</div>
            </TableCell>
            {hide.includes('job') ? null : (
              <TableCell>
                <Link to="/jobs/$jobId/client-submissions" params={{ jobId: s.job.id }} className={`hover:underline ${focusRing} rounded-sm`}>
                  {s.job.title}
                </Link>
              </TableCell>
            )}
            {hide.includes('client') ? null : (
              <TableCell>
                <Link to="/clients/$clientId/submission" params={{ clientId: s.client.id }} className={`hover:underline ${focusRing} rounded-sm`}>
                  {s.client.name}
                </Link>
              </TableCell>
            )}
            <TableCell>
              <SubmissionStatusBadge status={s.status} />
            </TableCell>
            <TableCell className="max-w-64">
              {s.verdict ? <span className="font-medium">{CLIENT_VERDICT_LABELS[s.verdict]}</span> : <span className="text-muted-foreground">—</span>}
              {s.feedback ? <p className="truncate text-xs text-muted-foreground">{s.feedback}</p> : null}
            </TableCell>
            <TableCell className="tabular-nums">{s.placement ? formatFee(s.placement.fee_amount, s.placement.currency) : '—'}</TableCell>
            <TableCell>{s.submitted_by?.name ?? '—'}</TableCell>
            <TableCell className="whitespace-nowrap">{dateFormat.format(new Date(s.created_at))}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
