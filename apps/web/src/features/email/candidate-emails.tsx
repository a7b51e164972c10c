import type { Email } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { emailHtmlQuery, emailsQuery } from './api';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The document the HTML view shows: the server's sanitized markup under a policy that loads nothing
 * (no script, no images, no fonts, no frames), links opening in a new tab.
 */
export function htmlDocument(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'"><base target="_blank"><style>body{font:14px/1.5 system-ui,sans-serif;margin:8px;color:#111;word-wrap:break-word}</style></head><body>${html}</body></html>`;
}

/** A synced message's HTML in a sandboxed frame: no script runs and nothing remote loads. */
function HtmlView({ email }: { email: Email }) {
  const html = useQuery(emailHtmlQuery(email.id));
  if (html.isLoading) return <Skeleton className="h-24" />;
  if (html.isError || !html.data) return <p className="text-sm text-muted-foreground">The HTML part could not be loaded; the text is shown instead.</p>;
  return <iframe title={`HTML of “${email.subject}”`} sandbox="allow-popups allow-popups-to-escape-sandbox" srcDoc={htmlDocument(html.data.html)} className="h-72 w-full rounded border bg-white" />;
}

function EmailRow({ email }: { email: Email }) {
  const [open, setOpen] = useState(false);
  const [asHtml, setAsHtml] = useState(email.has_html);
  const who = email.direction === 'inbound' ? `From ${email.from ?? email.candidate.name}` : `To ${email.to ?? email.candidate.name}`;
  return (
    <li className="grid gap-2 border-b pb-3 last:border-b-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <button type="button" className="truncate text-left font-medium hover:underline" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {email.subject}
          </button>
          <span className="text-xs text-muted-foreground">
            {who} · {when(email.sent_at ?? email.created_at)}
          </span>
        </div>
        {email.status === 'bounced' ? <Badge variant="destructive">Bounced</Badge> : email.status === 'failed' ? <Badge variant="destructive">Not sent</Badge> : null}
      </div>
      {email.status === 'bounced' && email.error ? <p className="text-sm text-destructive">{email.error}</p> : null}
      {open ? (
        <div className="grid gap-2">
          {email.has_html ? (
            <div className="flex gap-2" role="group" aria-label="Show as">
              <Button size="sm" variant={asHtml ? 'secondary' : 'ghost'} aria-pressed={asHtml} onClick={() => setAsHtml(true)}>
                HTML
              </Button>
              <Button size="sm" variant={asHtml ? 'ghost' : 'secondary'} aria-pressed={!asHtml} onClick={() => setAsHtml(false)}>
                Text
              </Button>
            </div>
          ) : null}
          {email.has_html && asHtml ? <HtmlView email={email} /> : <pre className="whitespace-pre-wrap break-words font-sans text-sm">{email.body || '(no text)'}</pre>}
          {email.has_html && asHtml ? <p className="text-xs text-muted-foreground">Images and remote content are removed from synced mail.</p> : null}
        </div>
      ) : null}
    </li>
  );
}

/** The candidate's email, written in Hirebase or synced from a connected mailbox, newest first. */
export function CandidateEmails({ candidateId }: { candidateId: string }) {
  const list = useQuery(emailsQuery({ candidate_id: candidateId }));
  const rows = list.data?.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Email</CardTitle>
      </CardHeader>
      <CardContent>
        {list.isLoading ? <Skeleton className="h-16" /> : null}
        {list.isError ? <p className="text-sm text-muted-foreground">The emails could not be loaded.</p> : null}
        {list.data && rows.length === 0 ? <p className="text-sm text-muted-foreground">No email with this candidate yet.</p> : null}
        {rows.length > 0 ? (
          <ul className="grid gap-3" aria-label="Emails">
            {rows.map((e) => (
              <EmailRow key={e.id} email={e} />
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
