import { can, type ScoutRecord } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useRole } from '@/features/org/use-current-org';
import { isApiError } from '@/lib/api-client';
import { focusRing } from '@/lib/utils';
import { fetchRecordResume, recordQuery, scoutApi, useScoutMutation } from './api';
import { dateFormat, RecordStatusBadge } from './status';

const REASONS = { email: 'same email', phone: 'same phone', file: 'same resume file' } as const;

function ResumeFile({ record }: { record: ScoutRecord }) {
  const [state, setState] = useState<{ url: string | null; error: boolean }>({ url: null, error: false });
  const isPdf = record.resume.kind === 'pdf';
  useEffect(() => {
    if (!isPdf) return;
    const controller = new AbortController();
    let url: string | null = null;
    fetchRecordResume(record.id, controller.signal)
      .then((blob) => {
        url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setState({ url, error: false });
      })
      .catch((err: unknown) => {
        if (!(err instanceof DOMException && err.name === 'AbortError')) setState({ url: null, error: true });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [record.id, isPdf]);
  if (!isPdf || state.error) {
    return <pre className="max-h-[70vh] overflow-auto whitespace-pre-wrap rounded-md border bg-card p-4 text-sm">{record.resume.text || 'No text could be read from this file.'}</pre>;
  }
  if (!state.url) return <Skeleton className="h-[70vh]" />;
  return <iframe title="Resume file" src={state.url} className="h-[75vh] w-full rounded-md border" />;
}

function Decide({ record }: { record: ScoutRecord }) {
  const [mode, setMode] = useState<'reject' | 'ask' | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [chosen, setChosen] = useState<string>('');
  const accept = useScoutMutation(scoutApi.accept, 'Accepted into the job');
  const reject = useScoutMutation(scoutApi.reject, 'Rejected; the partner sees your reason');
  const ask = useScoutMutation(scoutApi.ask, 'Question sent to the partner');
  // One choice per existing candidate, though a person may match by several keys.
  const existing = [...new Map(record.duplicates.filter((d) => d.candidate_id).map((d) => [d.candidate_id!, d])).values()];
  const fail = (err: unknown) => setError(isApiError(err) ? err.message : 'Something went wrong');

  if (record.status === 'accepted' || record.status === 'rejected') {
    return (
      <p className="text-sm">
        {record.status === 'accepted' ? 'Accepted' : 'Rejected'} {record.decided_at ? `on ${dateFormat.format(new Date(record.decided_at))}` : ''}.
        {record.application_id && record.candidate_id ? (
          <>
            {' '}
            <Link to="/jobs/$jobId/candidate/$id" params={{ jobId: record.job.id, id: record.candidate_id }} className={`underline ${focusRing} rounded-sm`}>
              Open the candidate in the job
            </Link>
          </>
        ) : null}
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      {existing.length ? (
        <div className="grid gap-1.5">
          <Label htmlFor="accept-as">Accept as</Label>
          <select id="accept-as" className="h-9 rounded-md border bg-background px-2 text-sm" value={chosen} onChange={(e) => setChosen(e.target.value)}>
            <option value="">A new candidate (or the one the duplicate check merges into)</option>
            {existing.map((d) => (
              <option key={d.candidate_id!} value={d.candidate_id!}>
                The existing candidate {d.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button disabled={accept.isPending} onClick={() => accept.mutate({ id: record.id, candidate_id: chosen || null }, { onError: fail })}>
          Accept into pipeline
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            setMode('reject');
            setError(undefined);
          }}
        >
          Reject
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            setMode('ask');
            setError(undefined);
          }}
        >
          Ask for more information
        </Button>
      </div>
      {mode ? (
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            setError(undefined);
            if (!text.trim()) {
              setError(mode === 'reject' ? 'Give the reason the partner will see' : 'Write what you need from the partner');
              return;
            }
            const done = { onSuccess: () => setMode(null), onError: fail };
            if (mode === 'reject') reject.mutate({ id: record.id, reason: text }, done);
            else ask.mutate({ id: record.id, message: text }, done);
          }}
        >
          <Label htmlFor="decision-text">{mode === 'reject' ? 'Reason (the partner sees it)' : 'What do you need from the partner?'}</Label>
          <Textarea id="decision-text" rows={3} value={text} onChange={(e) => setText(e.target.value)} />
          <div className="flex gap-2">
            <Button type="submit" variant={mode === 'reject' ? 'destructive' : 'default'} disabled={reject.isPending || ask.isPending}>
              {mode === 'reject' ? 'Reject' : 'Send question'}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setMode(null)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
      <FormError message={error} />
    </div>
  );
}

/** One record: the resume, the partner's note, the duplicate check and the decision. */
export function RecordDetail({ id }: { id: string }) {
  const record = useQuery(recordQuery(id));
  const review = can(useRole(), 'talent_scout:review');
  const back = (
    <Button variant="outline" asChild>
      <Link to="/talent-scout">
        <ArrowLeft aria-hidden="true" /> Talent scout
      </Link>
    </Button>
  );
  if (record.isError) {
    const missing = isApiError(record.error) && record.error.status === 404;
    return (
      <>
        <PageHeader title="Record" actions={back} />
        <p role="alert" className="text-sm text-destructive">
          {missing ? 'This record does not exist in this organization.' : 'This record could not be loaded. Try again in a moment.'}
        </p>
      </>
    );
  }
  if (!record.data) return <Skeleton className="h-96" />;
  const r = record.data;
  return (
    <>
      <PageHeader
        title={r.candidate_name}
        description={
          <>
            Submitted by {r.partner.name}
            {r.partner.company ? ` (${r.partner.company})` : ''} for {r.job.title} on {dateFormat.format(new Date(r.created_at))}
          </>
        }
        actions={
          <>
            <RecordStatusBadge status={r.status} />
            {back}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card>
          <CardHeader>
            <CardTitle>Resume · {r.resume.file_name}</CardTitle>
          </CardHeader>
          <CardContent>
            <ResumeFile record={r} />
          </CardContent>
        </Card>
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Candidate</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2 text-sm">
              <p>{r.email}</p>
              {r.phone ? <p>{r.phone}</p> : null}
              <h3 className="mt-2 font-medium">Partner’s note</h3>
              <p className="whitespace-pre-wrap text-muted-foreground">{r.note || 'No note.'}</p>
              {r.info_request ? (
                <>
                  <h3 className="mt-2 font-medium">Your question</h3>
                  <p className="whitespace-pre-wrap text-muted-foreground">{r.info_request}</p>
                </>
              ) : null}
              {r.rejection_reason ? (
                <>
                  <h3 className="mt-2 font-medium">Rejection reason</h3>
                  <p className="whitespace-pre-wrap text-muted-foreground">{r.rejection_reason}</p>
                </>
              ) : null}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Duplicate check</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2 text-sm">
              {r.duplicates.length === 0 ? <p className="text-muted-foreground">No one in your organization or from another partner matches this person.</p> : null}
              {r.owned_by ? (
                <p className="font-medium text-destructive">
                  Owned by {r.owned_by.name} since {dateFormat.format(new Date(r.duplicates[0]!.since))}
                </p>
              ) : null}
              <ul className="grid gap-2">
                {r.duplicates.map((d, i) => (
                  <li key={i} className="rounded-md border p-2">
                    <div className="font-medium">
                      {d.kind === 'candidate' && d.candidate_id ? (
                        <Link to="/database/candidate/$id" params={{ id: d.candidate_id }} className={`underline ${focusRing} rounded-sm`}>
                          {d.name}
                        </Link>
                      ) : (
                        d.name
                      )}
                    </div>
                    <div className="text-xs text-muted-foreground">
                      {REASONS[d.reason]} · {d.kind === 'candidate' ? 'your candidate' : `submitted by ${d.owner.name}`} since {dateFormat.format(new Date(d.since))}
                    </div>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          {review ? (
            <Card>
              <CardHeader>
                <CardTitle>Decision</CardTitle>
              </CardHeader>
              <CardContent>
                <Decide record={r} />
              </CardContent>
            </Card>
          ) : null}
        </div>
      </div>
    </>
  );
}
