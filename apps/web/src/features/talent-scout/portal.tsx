import type { ScoutJob } from '@hirebase/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError, FormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { portalApi, readSession, saveSession, type ScoutSession } from './portal-api';
import { dateFormat, RecordStatusBadge } from './status';

function SignInCard({ notice }: { notice?: string | undefined }) {
  const [email, setEmail] = useState('');
  const send = useMutation({ mutationFn: portalApi.requestLink });
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle>Partner portal</CardTitle>
        <CardDescription>Sourcing partners sign in with a link sent to the email address they were invited with. No password needed.</CardDescription>
      </CardHeader>
      <CardContent>
        {notice ? (
          <p role="alert" className="mb-4 text-sm text-destructive">
            {notice}
          </p>
        ) : null}
        {send.isSuccess ? (
          <p role="status" className="text-sm">
            {send.data.message}
          </p>
        ) : (
          <form
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              send.mutate(email);
            }}
          >
            <FormField label="Email" error={send.error && isApiError(send.error) ? send.error.message : undefined}>
              {(p) => <Input {...p} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />}
            </FormField>
            <Button type="submit" disabled={send.isPending}>
              Email me a sign-in link
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

type SignOut = (notice?: string) => void;

/** A refused portal read ends the session in the browser, with the reason shown on the sign-in card. */
function useEndOnRefusal(error: unknown, onSignOut: SignOut) {
  useEffect(() => {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) onSignOut(error.status === 403 ? error.message : 'Your session has ended. Ask for a new sign-in link.');
  }, [error, onSignOut]);
}

function salaryOf(job: ScoutJob) {
  if (!job.salary) return null;
  const n = new Intl.NumberFormat();
  const range = [job.salary.min, job.salary.max].filter((v): v is number => v !== null).map((v) => n.format(v)).join(' – ');
  return `${range} ${job.salary.currency ?? ''}${job.salary.period ? ` per ${job.salary.period}` : ''}`.trim();
}

function SubmitForm({ session, job, onSent, onCancel }: { session: ScoutSession; job: ScoutJob; onSent: () => void; onCancel: () => void }) {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = useMutation({
    mutationFn: (form: FormData) => portalApi.submit(session.token, job.id, form),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['scout-portal'] });
      onSent();
    },
    onError: (err) => {
      if (isApiError(err) && Array.isArray(err.details)) setErrors(Object.fromEntries((err.details as { path: string; message: string }[]).map((d) => [d.path, d.message])));
      else setErrors({ form: isApiError(err) ? err.message : 'Something went wrong' });
    },
  });
  return (
    <form
      ref={formRef}
      className="mt-4 grid gap-4 rounded-md border p-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setErrors({});
        submit.mutate(new FormData(formRef.current!));
      }}
    >
      <h3 className="font-medium">Submit a candidate for {job.title}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.first_name}>
          {(p) => <Input {...p} name="first_name" required />}
        </FormField>
        <FormField label="Last name" error={errors.last_name}>
          {(p) => <Input {...p} name="last_name" required />}
        </FormField>
        <FormField label="Email" error={errors.email}>
          {(p) => <Input {...p} name="email" type="email" required />}
        </FormField>
        <FormField label="Phone (optional)" error={errors.phone}>
          {(p) => <Input {...p} name="phone" type="tel" />}
        </FormField>
      </div>
      <FormField label="Resume (PDF or DOCX, up to 10 MB)" error={errors.resume}>
        {(p) => <Input {...p} name="resume" type="file" accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document" required />}
      </FormField>
      <FormField label="Note for the recruiter (optional)" error={errors.note}>
        {(p) => <Textarea {...p} name="note" rows={3} />}
      </FormField>
      <FormError message={errors.form} />
      <div className="flex gap-2">
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? 'Sending…' : 'Submit candidate'}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function Jobs({ session, onSignOut }: { session: ScoutSession; onSignOut: SignOut }) {
  const jobs = useQuery({ queryKey: ['scout-portal', 'jobs'], queryFn: () => portalApi.jobs(session.token), retry: false });
  const [open, setOpen] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  useEndOnRefusal(jobs.error, onSignOut);
  if (jobs.isLoading) return <Skeleton className="h-40" />;
  if (jobs.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Your shared jobs could not be loaded. Try again in a moment.
      </p>
    );
  }
  if (!jobs.data?.length) return <p className="text-sm text-muted-foreground">No jobs are shared with you right now.</p>;
  return (
    <ul className="grid gap-4">
      {jobs.data.map((job) => (
        <li key={job.id}>
          <Card>
            <CardHeader>
              <CardTitle>{job.title}</CardTitle>
              <CardDescription>
                {[job.location, job.workplace, job.employment_type?.replace(/_/g, ' '), `${job.openings} opening${job.openings === 1 ? '' : 's'}`, salaryOf(job)].filter(Boolean).join(' · ')}
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-3 text-sm">
              {job.notes ? (
                <div className="rounded-md bg-muted p-3">
                  <span className="font-medium">Notes for partners: </span>
                  {job.notes}
                </div>
              ) : null}
              {job.description ? <p className="line-clamp-6 whitespace-pre-wrap text-muted-foreground">{job.description}</p> : null}
              {sent === job.id ? (
                <p role="status" className="text-success">
                  Candidate submitted. You can follow it under My submissions.
                </p>
              ) : null}
              {open === job.id ? (
                <SubmitForm
                  session={session}
                  job={job}
                  onSent={() => {
                    setOpen(null);
                    setSent(job.id);
                  }}
                  onCancel={() => setOpen(null)}
                />
              ) : (
                <div>
                  <Button
                    onClick={() => {
                      setSent(null);
                      setOpen(job.id);
                    }}
                  >
                    Submit a candidate<span className="sr-only"> for {job.title}</span>
                  </Button>
                </div>
              )}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function Submissions({ session, onSignOut }: { session: ScoutSession; onSignOut: SignOut }) {
  const rows = useQuery({ queryKey: ['scout-portal', 'submissions'], queryFn: () => portalApi.submissions(session.token), retry: false });
  useEndOnRefusal(rows.error, onSignOut);
  if (rows.isLoading) return <Skeleton className="h-40" />;
  if (rows.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Your submissions could not be loaded. Try again in a moment.
      </p>
    );
  }
  if (!rows.data?.length) return <p className="text-sm text-muted-foreground">You have not submitted anyone yet.</p>;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Candidate</TableHead>
          <TableHead>Job</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Submitted</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.data.map((s) => (
          <TableRow key={s.id}>
            <TableCell className="font-medium">{s.candidate_name}</TableCell>
            <TableCell>{s.job.title}</TableCell>
            <TableCell>
              <RecordStatusBadge status={s.status} />
              {s.rejection_reason ? <p className="mt-1 text-xs text-muted-foreground">Reason: {s.rejection_reason}</p> : null}
              {s.info_request ? <p className="mt-1 text-xs text-muted-foreground">The recruiter asks: {s.info_request}</p> : null}
            </TableCell>
            <TableCell className="whitespace-nowrap">{dateFormat.format(new Date(s.created_at))}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function PortalShell({ session, onSignOut }: { session: ScoutSession; onSignOut: SignOut }) {
  const me = useQuery({ queryKey: ['scout-portal', 'me'], queryFn: () => portalApi.me(session.token), retry: false });
  const [tab, setTab] = useState<'jobs' | 'submissions'>('jobs');
  useEndOnRefusal(me.error, onSignOut);
  return (
    <div className="grid w-full max-w-5xl gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b pb-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{me.data ? `${me.data.org.name} partner portal` : 'Partner portal'}</h1>
          <p className="text-sm text-muted-foreground">{me.data ? `Signed in as ${me.data.partner.name} (${me.data.partner.email})` : ''}</p>
        </div>
        <Button
          variant="outline"
          onClick={() => {
            void portalApi.signOut(session.token).catch(() => undefined);
            onSignOut();
          }}
        >
          Sign out
        </Button>
      </header>
      <nav aria-label="Portal" className="flex gap-2">
        <Button variant={tab === 'jobs' ? 'secondary' : 'ghost'} aria-current={tab === 'jobs' ? 'page' : undefined} onClick={() => setTab('jobs')}>
          Shared jobs
        </Button>
        <Button variant={tab === 'submissions' ? 'secondary' : 'ghost'} aria-current={tab === 'submissions' ? 'page' : undefined} onClick={() => setTab('submissions')}>
          My submissions
        </Button>
      </nav>
      <section>{tab === 'jobs' ? <Jobs session={session} onSignOut={onSignOut} /> : <Submissions session={session} onSignOut={onSignOut} />}</section>
    </div>
  );
}

/** `/auth/talent-scout`: the magic-link sign-in, then the partner's own restricted portal. */
export function ScoutPortal({ token, onTokenUsed }: { token?: string | undefined; onTokenUsed: () => void }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<ScoutSession | null>(() => readSession());
  const [notice, setNotice] = useState<string | undefined>();
  const verifying = useRef(false);
  useEffect(() => {
    if (!token || verifying.current) return;
    verifying.current = true;
    portalApi
      .verify(token)
      .then((s) => {
        saveSession(s);
        queryClient.removeQueries({ queryKey: ['scout-portal'] });
        setSession(s);
      })
      .catch((err: unknown) => setNotice(isApiError(err) ? err.message : 'The link could not be checked.'))
      .finally(onTokenUsed);
  }, [token, onTokenUsed, queryClient]);
  if (token && !session && !notice) return <Skeleton className="h-40 w-full max-w-md" />;
  if (!session) return <SignInCard notice={notice} />;
  return (
    <PortalShell
      session={session}
      onSignOut={(why) => {
        saveSession(null);
        queryClient.removeQueries({ queryKey: ['scout-portal'] });
        setNotice(why);
        setSession(null);
      }}
    />
  );
}
