import type { CandidateReport } from '@hirebase/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { submissionsApi, useSubmissionMutation } from './api';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const STATE_LABEL: Record<CandidateReport['state'], string> = { valid: 'Active', expired: 'Expired', revoked: 'Revoked', used: 'Used' };

/** The report link's state, what it shows, who opened it and when; revoking stops the link at once. */
export function ReportCard({ report, canWrite }: { report: CandidateReport | null; canWrite: boolean }) {
  const revoke = useSubmissionMutation(submissionsApi.revokeReport, 'Report link revoked');
  if (!report) return null;
  const shows = [
    report.options.anonymised ? 'anonymised' : null,
    report.options.profile ? 'profile' : null,
    report.options.resume_id ? 'resume file' : null,
    report.options.scorecards ? 'scorecards' : null,
    report.options.assessments ? 'assessment results' : null,
    report.options.contact_details ? 'contact details' : null,
  ].filter(Boolean);
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle>Candidate report</CardTitle>
          <CardDescription>
            Shows {shows.join(', ') || 'the summary only'}.{' '}
            {report.expires_at ? `Expires ${when.format(new Date(report.expires_at))}.` : 'Never expires.'}
          </CardDescription>
        </div>
        <Badge variant={report.state === 'valid' ? 'success' : 'outline'}>{STATE_LABEL[report.state]}</Badge>
      </CardHeader>
      <CardContent className="grid gap-3">
        <h3 className="text-sm font-medium">Views ({report.views.length})</h3>
        {report.views.length === 0 ? (
          <p className="text-sm text-muted-foreground">Not opened yet.</p>
        ) : (
          <ul className="grid gap-1 text-sm" aria-label="Report views">
            {report.views.map((v, i) => (
              <li key={i} className="flex flex-wrap gap-x-3">
                <span className="tabular-nums">{when.format(new Date(v.viewed_at))}</span>
                <span className="text-muted-foreground">{v.user_agent ?? 'Unknown browser'}</span>
                {v.ip_hash ? <span className="font-mono text-xs text-muted-foreground">IP #{v.ip_hash.slice(0, 8)}</span> : null}
              </li>
            ))}
          </ul>
        )}
        {canWrite && report.state === 'valid' ? (
          <div>
            <Button variant="outline" size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate(report.id)}>
              Revoke link
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
