import {
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_MAX_ATTACHMENTS,
  SUPPORT_STATUS_LABELS,
  supportMessageInputSchema,
  supportTicketInputSchema,
  type SupportCategory,
  type SupportStatus,
  type SupportTicket,
} from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, CircleHelp, Paperclip } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { orgInfoQuery } from '@/features/org/api';
import { useCurrentOrgId } from '@/features/org/use-current-org';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { cn, focusRing } from '@/lib/utils';
import { downloadAttachment, ticketQuery, ticketsQuery, useAddMessage, useCreateTicket } from './api';
import type { SupportSearch } from './support-search';

const STATUS_VARIANT: Record<SupportStatus, 'default' | 'success' | 'secondary'> = {
  open: 'default',
  answered: 'success',
  closed: 'secondary',
};
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

type Errors = Partial<Record<'subject' | 'category' | 'message' | 'attachments' | 'form', string>>;

/** Field errors from a 422 (`details: [{path, message}]`), or the message as a form error. */
function errorsOf(error: unknown): Errors {
  if (!isApiError(error)) return { form: 'The message could not be sent. Please try again.' };
  const details = Array.isArray(error.details) ? (error.details as { path?: string; message?: string }[]) : [];
  const out: Errors = {};
  for (const d of details) {
    const key = (d.path ?? '').split('.')[0] as keyof Errors;
    if (['subject', 'category', 'message', 'attachments'].includes(key)) out[key] ??= d.message;
  }
  return Object.keys(out).length ? out : { form: error.message };
}

/** /support: file a ticket (organization and page attached), follow your tickets and their threads. */
export function SupportPage({ search }: { search: SupportSearch }) {
  if (search.ticket) return <TicketView id={search.ticket} />;
  return (
    <>
      <PageHeader
        title="Support"
        description="Ask a question or report a problem. Answers arrive here and in your notifications."
        actions={
          <Button variant="outline" asChild>
            <Link to="/help-center">
              <CircleHelp aria-hidden="true" /> Help center
            </Link>
          </Button>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <NewTicket from={search.from} />
        <TicketList />
      </div>
    </>
  );
}

function FilePicker({ onChange, error }: { onChange: (files: File[]) => void; error: string | undefined }) {
  return (
    <FormField
      label="Attachments (optional)"
      error={error}
      hint={`Up to ${SUPPORT_MAX_ATTACHMENTS} files of 5 MB: PNG or JPEG screenshots, PDF or Word documents.`}
    >
      {(p) => (
        <Input
          {...p}
          type="file"
          multiple
          accept=".png,.jpg,.jpeg,.pdf,.docx,image/png,image/jpeg,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          className="h-auto py-1.5"
          onChange={(e) => onChange([...(e.target.files ?? [])])}
        />
      )}
    </FormField>
  );
}

function NewTicket({ from }: { from: string | undefined }) {
  const navigate = useNavigate();
  const orgId = useCurrentOrgId();
  const org = useQuery(orgInfoQuery(orgId));
  const create = useCreateTicket();
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState<SupportCategory | ''>('');
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  // Bumped after each send: the file input is remade empty.
  const [sent, setSent] = useState(0);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = { subject, category: category || undefined, message, page: from };
    const parsed = supportTicketInputSchema.safeParse(input);
    const next: Errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
    if (files.length > SUPPORT_MAX_ATTACHMENTS) next.attachments = `Attach at most ${SUPPORT_MAX_ATTACHMENTS} files.`;
    setErrors(next);
    if (!parsed.success || next.attachments) return;
    try {
      const ticket = await create.mutateAsync({ input: { ...parsed.data, page: parsed.data.page }, files });
      toast.success('Your ticket was sent to support');
      setSubject('');
      setCategory('');
      setMessage('');
      setFiles([]);
      setSent((n) => n + 1);
      await navigate({ to: '/support', search: { ticket: ticket.id } });
    } catch (err) {
      setErrors(errorsOf(err));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>New ticket</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
          {errors.form ? <FormMessage>{errors.form}</FormMessage> : null}
          <FormField label="Subject" error={errors.subject}>
            {(p) => <Input {...p} value={subject} maxLength={150} onChange={(e) => setSubject(e.target.value)} />}
          </FormField>
          <FormField label="Category" error={errors.category}>
            {(p) => (
              <NativeSelect
                {...p}
                value={category}
                onChange={(e) => setCategory(e.target.value as SupportCategory | '')}
              >
                <option value="">Choose a category</option>
                {SUPPORT_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {SUPPORT_CATEGORY_LABELS[c]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField
            label="Message"
            error={errors.message}
            hint="What were you doing, what did you expect, and what happened instead?"
          >
            {(p) => (
              <Textarea
                {...p}
                rows={6}
                value={message}
                maxLength={10_000}
                onChange={(e) => setMessage(e.target.value)}
              />
            )}
          </FormField>
          <FilePicker key={sent} onChange={setFiles} error={errors.attachments} />
          <p className="text-xs text-muted-foreground">
            Sent with your ticket: the organization <strong className="text-foreground">{org.data?.name ?? '…'}</strong>
            {from ? (
              <>
                {' '}
                and the page you came from, <code className="text-foreground">{from}</code>
              </>
            ) : null}
            .
          </p>
          <div>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Sending…' : 'Send to support'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function TicketList() {
  const list = useQuery(ticketsQuery());
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your tickets</CardTitle>
      </CardHeader>
      <CardContent>
        {list.isLoading ? (
          <Skeleton className="h-32" />
        ) : list.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Your tickets could not be loaded. {list.error.message}
          </p>
        ) : list.data && list.data.length > 0 ? (
          <ul className="grid gap-1" aria-label="Your tickets">
            {list.data.map((t) => (
              <li key={t.id}>
                <Link
                  to="/support"
                  search={{ ticket: t.id }}
                  className={cn('flex items-start justify-between gap-3 rounded-md p-3 hover:bg-accent', focusRing)}
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{t.subject}</span>
                    <span className="block text-xs text-muted-foreground">
                      {SUPPORT_CATEGORY_LABELS[t.category]} · updated {when(t.updated_at)} ·{' '}
                      {t.messages === 1 ? '1 message' : `${t.messages} messages`}
                    </span>
                  </span>
                  <Badge variant={STATUS_VARIANT[t.status]}>{SUPPORT_STATUS_LABELS[t.status]}</Badge>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            You have not contacted support yet. Tickets you send appear here with their status.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function TicketView({ id }: { id: string }) {
  const ticket = useQuery(ticketQuery(id));
  const back = (
    <Link
      to="/support"
      className={cn(
        'mb-4 inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground',
        focusRing,
      )}
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> All tickets
    </Link>
  );
  if (ticket.isLoading) {
    return (
      <>
        {back}
        <Skeleton className="h-64" />
      </>
    );
  }
  if (ticket.isError || !ticket.data) {
    const missing = isApiError(ticket.error) && ticket.error.status === 404;
    return (
      <>
        {back}
        <h1 className="text-2xl font-semibold tracking-tight">
          {missing ? 'Ticket not found' : 'The ticket could not be loaded'}
        </h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {missing ? 'It may belong to another organization or another account.' : ticket.error?.message}
        </p>
      </>
    );
  }
  const t = ticket.data;
  return (
    <div className="max-w-3xl">
      {back}
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t.subject}</h1>
          <p className="text-sm text-muted-foreground">
            {SUPPORT_CATEGORY_LABELS[t.category]} · {t.org_name}
            {t.page ? ` · sent from ${t.page}` : ''} · opened {when(t.created_at)}
          </p>
        </div>
        <Badge variant={STATUS_VARIANT[t.status]}>{SUPPORT_STATUS_LABELS[t.status]}</Badge>
      </div>
      <ol className="grid gap-3" aria-label="Messages">
        {t.thread.map((m) => (
          <li
            key={m.id}
            className={cn(
              'rounded-lg border p-4',
              m.author === 'operator' ? 'border-primary/30 bg-primary/5' : 'bg-card',
            )}
          >
            <p className="mb-2 text-xs text-muted-foreground">
              <span className="font-medium text-foreground">{m.author_name}</span>
              {m.author === 'operator' ? ' · Support' : ''} · {when(m.created_at)}
            </p>
            <p className="whitespace-pre-wrap text-sm">{m.body}</p>
            {m.attachments.length > 0 ? (
              <ul className="mt-3 flex flex-wrap gap-2">
                {m.attachments.map((a) => (
                  <li key={a.id}>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() =>
                        void downloadAttachment(t.id, a).catch((err: Error) =>
                          toast.error(`The file could not be downloaded: ${err.message}`),
                        )
                      }
                    >
                      <Paperclip aria-hidden="true" /> {a.file_name}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      <Reply ticket={t} />
    </div>
  );
}

function Reply({ ticket }: { ticket: SupportTicket }) {
  const add = useAddMessage(ticket.id);
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  // Bumped after each send: the file input is remade empty.
  const [sent, setSent] = useState(0);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = supportMessageInputSchema.safeParse({ message });
    if (!parsed.success) return setErrors({ message: parsed.error.issues[0]?.message });
    setErrors({});
    try {
      await add.mutateAsync({ message: parsed.data.message, files });
      setMessage('');
      setFiles([]);
      setSent((n) => n + 1);
      toast.success('Your message was added');
    } catch (err) {
      setErrors(errorsOf(err));
    }
  }

  return (
    <form className="mt-6 grid gap-4 border-t pt-6" onSubmit={(e) => void submit(e)} noValidate>
      <h2 className="font-semibold">{ticket.status === 'open' ? 'Add to this ticket' : 'Reply'}</h2>
      {errors.form ? <FormMessage>{errors.form}</FormMessage> : null}
      <FormField
        label="Your message"
        error={errors.message}
        hint={ticket.status === 'open' ? undefined : 'Writing again reopens the ticket.'}
      >
        {(p) => (
          <Textarea {...p} rows={4} value={message} maxLength={10_000} onChange={(e) => setMessage(e.target.value)} />
        )}
      </FormField>
      <FilePicker key={sent} onChange={setFiles} error={errors.attachments} />
      <div>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Sending…' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}
