import type { CandidateReport, ReportOptions } from '@hirebase/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { submissionsApi, useSubmissionMutation } from './api';

export const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const STATE_LABEL: Record<CandidateReport['state'], string> = {
  valid: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
  used: 'Used',
};

/** "Shows profile, scorecards. Expires …": what the report holds and how long its link lives. */
export function reportShows(report: { options: ReportOptions; expires_at: string | null }): string {
  const o = report.options;
  const shows = [
    o.anonymised ? 'anonymised' : null,
    o.summary ? 'summary' : null,
    o.profile ? 'profile' : null,
    o.resume_id ? 'resume file' : null,
    o.scorecards ? 'scorecards' : null,
    o.assessments ? 'assessment results' : null,
    o.contact_details ? 'contact details' : null,
  ].filter(Boolean);
  const expiry = report.expires_at ? `Expires ${when.format(new Date(report.expires_at))}.` : 'Never expires.';
  return `Shows ${shows.join(', ') || 'the name only'}. ${expiry}`;
}

export function ReportStateBadge({ state }: { state: CandidateReport['state'] }) {
  return <Badge variant={state === 'valid' ? 'success' : 'outline'}>{STATE_LABEL[state]}</Badge>;
}

/** Who opened the link and when; revoking stops the link at once. */
export function ReportViews({ report, canWrite }: { report: CandidateReport; canWrite: boolean }) {
  const revoke = useSubmissionMutation(submissionsApi.revokeReport, 'Report link revoked');
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">Views ({report.views.length})</h3>
      {report.views.length === 0 ? (
        <p className="text-sm text-muted-foreground">Not opened yet.</p>
      ) : (
        <ul className="grid gap-1 text-sm" aria-label="Report views">
          {report.views.map((v, i) => (
            <li key={i} className="flex flex-wrap gap-x-3">
              <span className="tabular-nums">{when.format(new Date(v.viewed_at))}</span>
              <span className="text-muted-foreground">{v.user_agent ?? 'Unknown browser'}</span>
              {v.ip_hash ? (
                <span className="font-mono text-xs text-muted-foreground">IP #{v.ip_hash.slice(0, 8)}</span>
              ) : null}
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
    </div>
  );
}

/** The submission's report link: its state, what it shows, who opened it and when. */
export function ReportCard({ report, canWrite }: { report: CandidateReport | null; canWrite: boolean }) {
  if (!report) return null;
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle>Candidate report</CardTitle>
          <CardDescription>{reportShows(report)}</CardDescription>
        </div>
        <ReportStateBadge state={report.state} />
      </CardHeader>
      <CardContent>
        <ReportViews report={report} canWrite={canWrite} />
      </CardContent>
    </Card>
  );
}
