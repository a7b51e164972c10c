import { can, REPORT_DEFAULT_DAYS, type CandidateReport } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useRole } from '@/features/org/use-current-org';
import { isApiError } from '@/lib/api-client';
import { candidateReportsQuery, submissionsApi, useSubmissionMutation } from './api';
import { ReportStateBadge, ReportViews, reportShows, when } from './report-card';
import { ReportLink, ResumePicker } from './report-link';

type Options = {
  summary: string;
  profile: boolean;
  resume_id: string;
  scorecards: boolean;
  assessments: boolean;
  contact_details: boolean;
  anonymised: boolean;
};
const START: Options = {
  summary: '',
  profile: true,
  resume_id: '',
  scorecards: false,
  assessments: false,
  contact_details: false,
  anonymised: false,
};

function Check({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

/** Creates a report link for one candidate; the link is shown once, when it is made. */
function ShareReportDialog({
  candidateId,
  jobId,
  open,
  onOpenChange,
}: {
  candidateId: string;
  jobId: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [o, setO] = useState<Options>(START);
  const [days, setDays] = useState(String(REPORT_DEFAULT_DAYS));
  const [made, setMade] = useState<CandidateReport | null>(null);
  const create = useSubmissionMutation(submissionsApi.createReport, 'Report link created');
  const set = (patch: Partial<Options>) => setO((prev) => ({ ...prev, ...patch }));

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setMade(null);
      setO(START);
      create.reset();
    }
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const options = {
      ...o,
      resume_id: o.anonymised ? null : o.resume_id || null,
      contact_details: o.contact_details && !o.anonymised,
    };
    create.mutate(
      {
        candidate_id: candidateId,
        job_id: jobId ?? null,
        options,
        expires_in_days: days.trim() === '' ? null : Number(days),
      },
      { onSuccess: setMade },
    );
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90vh] max-w-xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Share report</DialogTitle>
          <DialogDescription>
            A private link to a print-friendly report of this candidate. Every view is logged; you can revoke it at any
            time.
          </DialogDescription>
        </DialogHeader>
        {made?.url ? (
          <div className="grid gap-3">
            <p className="text-sm">Copy the link now: it is shown only this once.</p>
            <ReportLink url={made.url} label="Report link" />
            <p className="text-sm text-muted-foreground">{reportShows(made)}</p>
            <DialogFooter>
              <Button onClick={() => close(false)}>Done</Button>
            </DialogFooter>
          </div>
        ) : (
          <form className="grid gap-3" onSubmit={submit} noValidate>
            <Textarea
              aria-label="Summary for the reader"
              placeholder="Summary for the reader (optional)"
              rows={3}
              value={o.summary}
              maxLength={5000}
              onChange={(e) => set({ summary: e.target.value })}
            />
            <div className="grid gap-1 sm:grid-cols-2">
              <Check
                label="Parsed profile (experience, education)"
                checked={o.profile}
                onChange={(v) => set({ profile: v })}
              />
              <Check label="Scorecard summary" checked={o.scorecards} onChange={(v) => set({ scorecards: v })} />
              <Check label="Assessment results" checked={o.assessments} onChange={(v) => set({ assessments: v })} />
              <Check
                label="Contact details"
                checked={o.contact_details && !o.anonymised}
                disabled={o.anonymised}
                onChange={(v) => set({ contact_details: v })}
              />
              <Check
                label="Anonymised (initials; no contact details, links or employers)"
                checked={o.anonymised}
                onChange={(v) => set({ anonymised: v })}
              />
            </div>
            <div className="grid gap-1.5">
              <span className="text-sm font-medium">Resume file</span>
              {o.anonymised ? (
                <p className="text-sm text-muted-foreground">
                  An anonymised report carries no resume file: the file names the person.
                </p>
              ) : (
                <ResumePicker
                  candidateId={candidateId}
                  label="Resume file"
                  emptyLabel="No resume file"
                  value={o.resume_id}
                  onChange={(id) => set({ resume_id: id })}
                />
              )}
            </div>
            <label className="flex items-center gap-2 text-sm">
              Link expires after
              <Input
                aria-label="Link expires after (days)"
                className="w-20"
                inputMode="numeric"
                value={days}
                onChange={(e) => setDays(e.target.value)}
              />{' '}
              days
            </label>
            {create.error ? (
              <FormError message={isApiError(create.error) ? create.error.message : 'Something went wrong!'} />
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? 'Creating…' : 'Create link'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

export function ShareReportButton({ candidateId, jobId }: { candidateId: string; jobId?: string | undefined }) {
  const role = useRole();
  const [open, setOpen] = useState(false);
  if (!can(role, 'submissions:write')) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Share2 aria-hidden="true" /> Share report
      </Button>
      <ShareReportDialog candidateId={candidateId} jobId={jobId} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** The candidate's report links: state, expiry, views and revoke. Hidden until one exists. */
export function CandidateReportsCard({ candidateId }: { candidateId: string }) {
  const reports = useQuery(candidateReportsQuery(candidateId));
  const canWrite = can(useRole(), 'submissions:write');
  if (!reports.data?.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Report links</CardTitle>
        <CardDescription>Links to this candidate’s report, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4" aria-label="Report links">
          {reports.data.map((r) => (
            <li key={r.id} className="grid gap-2 border-b pb-4 last:border-b-0 last:pb-0">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <ReportStateBadge state={r.state} />
                <span>
                  Created {when.format(new Date(r.created_at))}
                  {r.created_by ? ` by ${r.created_by.name}` : ''}
                </span>
              </div>
              <p className="text-sm text-muted-foreground">{reportShows(r)}</p>
              <ReportViews report={r} canWrite={canWrite} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
