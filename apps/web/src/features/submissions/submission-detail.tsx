import { can, CLIENT_VERDICT_LABELS, CLOSED_SUBMISSION_STATUSES, INVOICE_STATUS_LABELS, SUBMISSION_STATUS_LABELS, SUBMISSION_STATUSES, type SubmissionDetail, type SubmissionStatusInput } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { CustomFieldsCard, useCustomFieldTexts } from '@/features/custom-fields/custom-fields-card';
import { useOrgInfo } from '@/features/org/use-current-org';
import { focusRing } from '@/lib/utils';
import { submissionKeys, submissionQuery, submissionsApi, useSubmissionMutation } from './api';
import { formatFee } from './money';
import { PlacementDialog } from './placement-dialog';
import { ReportCard } from './report-card';
import { SubmissionStatusBadge } from './status-badge';
import { StatusHistory } from './status-history';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const CHANGEABLE = SUBMISSION_STATUSES.filter((s) => s !== 'placed');

function StatusControls({ s }: { s: SubmissionDetail }) {
  const [status, setStatus] = useState<SubmissionStatusInput['status']>(s.status === 'placed' ? 'offered' : s.status);
  const [reason, setReason] = useState('');
  const change = useSubmissionMutation(submissionsApi.status, (r) => `Status: ${SUBMISSION_STATUS_LABELS[r.status]}`);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        change.mutate({ id: s.id, input: { status, reason: reason.trim() || null } }, { onSuccess: () => setReason('') });
      }}
    >
      <NativeSelect aria-label="New status" className="w-auto" value={status} onChange={(e) => setStatus(e.target.value as SubmissionStatusInput['status'])}>
        {CHANGEABLE.map((st) => (
          <option key={st} value={st}>
            {SUBMISSION_STATUS_LABELS[st]}
          </option>
        ))}
      </NativeSelect>
      <Input aria-label="Reason (optional)" placeholder="Reason (optional)" className="w-64" value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
      <Button type="submit" disabled={change.isPending || status === s.status}>
        Change status
      </Button>
    </form>
  );
}

function PlacementCard({ s, canManage }: { s: SubmissionDetail; canManage: boolean }) {
  const [open, setOpen] = useState(false);
  const p = s.placement;
  const custom = useCustomFieldTexts('placement', p?.custom_fields);
  if (!p) return null;
  const rows: [string, string][] = [
    ['Start', day.format(new Date(p.start_date))],
    ['End', p.end_date ? day.format(new Date(p.end_date)) : '—'],
    ['Salary', p.salary != null ? formatFee(p.salary, p.currency) : '—'],
    ['Bill / pay rate', p.bill_rate != null || p.pay_rate != null ? `${p.bill_rate ?? '—'} / ${p.pay_rate ?? '—'} ${p.currency}${p.rate_unit ? ` per ${p.rate_unit}` : ''}` : '—'],
    ['Fee', `${formatFee(p.fee_amount, p.currency)}${p.fee_type === 'percent' ? ` (${p.fee_percent}% of salary)` : ' (flat)'}`],
    ['Guarantee', `${p.guarantee_days} days, until ${day.format(new Date(p.guarantee_ends))}`],
    ['Invoice', `${INVOICE_STATUS_LABELS[p.invoice_status]}${p.invoice_ref ? ` · ${p.invoice_ref}` : ''}`],
    ...custom.map(([f, text]): [string, string] => [f.label, text || '—']),
  ];
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Placement</CardTitle>
        {canManage ? (
          <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
            Edit placement
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-muted-foreground">{k}</dt>
              <dd className="break-words">{v}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
      <PlacementDialog submissionId={s.id} placement={p} currency={p.currency} open={open} onOpenChange={setOpen} />
    </Card>
  );
}

/** One submission: candidate, job, client, status controls, client feedback, placement, report link and views, history, emails. */
export function SubmissionDetailPage({ id }: { id: string }) {
  const { data: s } = useQuery(submissionQuery(id));
  const role = useOrgInfo().data?.role;
  const [placing, setPlacing] = useState(false);
  const withdraw = useSubmissionMutation(submissionsApi.withdraw, 'Submission withdrawn');
  if (!s) return <Skeleton className="h-96" />;
  const open = !CLOSED_SUBMISSION_STATUSES.includes(s.status);
  const canWrite = can(role, 'submissions:write');
  const canManage = can(role, 'placements:manage');
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight">{s.candidate.name}</h1>
            <SubmissionStatusBadge status={s.status} />
          </div>
          <p className="text-sm text-muted-foreground">
            <Link to="/jobs/$jobId/client-submissions" params={{ jobId: s.job.id }} className={`hover:underline ${focusRing}`}>
              {s.job.title}
            </Link>{' '}
            for{' '}
            <Link to="/clients/$clientId/submission" params={{ clientId: s.client.id }} className={`hover:underline ${focusRing}`}>
              {s.client.name}
            </Link>{' '}
            · submitted {day.format(new Date(s.created_at))} by {s.submitted_by?.name ?? 'a former member'} to {s.contacts.map((c) => c.name).join(', ') || '—'}
          </p>
          <Link to="/database/candidate/$id" params={{ id: s.candidate.id }} className={`text-sm hover:underline ${focusRing}`}>
            Open the candidate’s profile
          </Link>
        </div>
        {open && canWrite ? (
          <div className="flex flex-wrap gap-2">
            {canManage ? <Button onClick={() => setPlacing(true)}>Mark placed</Button> : null}
            <Button variant="outline" disabled={withdraw.isPending} onClick={() => withdraw.mutate({ id: s.id, reason: null })}>
              Withdraw
            </Button>
          </div>
        ) : null}
      </div>
      {open && canWrite ? <StatusControls s={s} /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Client feedback</CardTitle>
          </CardHeader>
          <CardContent className="text-sm">
            {s.verdict ? (
              <>
                <p className="font-medium">{CLIENT_VERDICT_LABELS[s.verdict]}</p>
                {s.feedback ? <p className="mt-1 whitespace-pre-wrap">{s.feedback}</p> : null}
                {s.feedback_at ? <p className="mt-1 text-xs text-muted-foreground">{day.format(new Date(s.feedback_at))}</p> : null}
              </>
            ) : (
              <p className="text-muted-foreground">No answer from the client yet.</p>
            )}
          </CardContent>
        </Card>
        <PlacementCard s={s} canManage={canManage} />
        <CustomFieldsCard entity="submission" recordId={s.id} values={s.custom_fields} recordKey={submissionKeys.detail(s.id)} permission="submissions:write" title="Submission fields" />
        <ReportCard report={s.report} canWrite={canWrite} />
        <StatusHistory history={s.history} />
        <Card>
          <CardHeader>
            <CardTitle>Emails</CardTitle>
          </CardHeader>
          <CardContent>
            {s.emails.length === 0 ? (
              <p className="text-sm text-muted-foreground">No email went with this submission.</p>
            ) : (
              <ul className="grid gap-4 text-sm" aria-label="Emails sent">
                {s.emails.map((m) => (
                  <li key={m.id} className="grid gap-1">
                    <p>
                      <span className="font-medium">{m.subject}</span> <span className="text-muted-foreground">to {m.to_email} · {m.status}</span>
                    </p>
                    <p className="whitespace-pre-wrap break-words rounded-md bg-muted p-3 text-xs">{m.body}</p>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
      <PlacementDialog submissionId={s.id} currency="USD" open={placing} onOpenChange={setPlacing} />
    </div>
  );
}
