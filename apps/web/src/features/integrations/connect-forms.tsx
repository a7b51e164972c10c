import type { IntegrationProvider } from '@hirebase/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export type ConnectFormProps = { pending: boolean; onSubmit: (body: Record<string, unknown>) => void; onCancel: () => void };

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** Any IMAP mailbox with its SMTP server: the server signs in with these before anything is saved. */
function ImapForm({ pending, onSubmit, onCancel }: ConnectFormProps) {
  const [v, setV] = useState({ host: '', port: '993', secure: true, username: '', password: '', smtp_host: '', smtp_port: '465', email: '' });
  const set = (k: keyof typeof v) => (e: React.ChangeEvent<HTMLInputElement>) => setV({ ...v, [k]: e.target.type === 'checkbox' ? e.target.checked : e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({ ...v, port: Number(v.port), smtp_port: Number(v.smtp_port), smtp_host: v.smtp_host || undefined, smtp_secure: Number(v.smtp_port) === 465, email: v.email.trim() || undefined });
  };
  return (
    <form onSubmit={submit} className="grid gap-3" aria-label="Connect an IMAP mailbox">
      <div className="grid grid-cols-[1fr_6rem] gap-3">
        <Field id="imap-host" label="IMAP server">
          <Input id="imap-host" value={v.host} onChange={set('host')} placeholder="imap.example.com" required />
        </Field>
        <Field id="imap-port" label="Port">
          <Input id="imap-port" inputMode="numeric" value={v.port} onChange={set('port')} required />
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={v.secure} onChange={set('secure')} /> Use TLS
      </label>
      <Field id="imap-user" label="User name">
        <Input id="imap-user" autoComplete="username" value={v.username} onChange={set('username')} placeholder="you@example.com" required />
      </Field>
      <Field id="imap-email" label="Email address (when the user name is not one)">
        <Input id="imap-email" type="email" autoComplete="email" value={v.email} onChange={set('email')} placeholder="Same as the user name" />
      </Field>
      <Field id="imap-password" label="Password or app password">
        <Input id="imap-password" type="password" autoComplete="current-password" value={v.password} onChange={set('password')} required />
      </Field>
      <div className="grid grid-cols-[1fr_6rem] gap-3">
        <Field id="smtp-host" label="SMTP server (for sending)">
          <Input id="smtp-host" value={v.smtp_host} onChange={set('smtp_host')} placeholder="Same as IMAP" />
        </Field>
        <Field id="smtp-port" label="Port">
          <Input id="smtp-port" inputMode="numeric" value={v.smtp_port} onChange={set('smtp_port')} required />
        </Field>
      </div>
      <FormActions pending={pending} label="Connect mailbox" onCancel={onCancel} />
    </form>
  );
}

/** Any CalDAV server: the server signs in with these and shows a calendar before anything is saved. */
function CaldavForm({ pending, onSubmit, onCancel }: ConnectFormProps) {
  const [v, setV] = useState({ url: '', username: '', password: '' });
  const set = (k: keyof typeof v) => (e: React.ChangeEvent<HTMLInputElement>) => setV({ ...v, [k]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({ url: v.url.trim(), username: v.username.trim(), password: v.password });
  };
  return (
    <form onSubmit={submit} className="grid gap-3" aria-label="Connect a CalDAV calendar">
      <Field id="caldav-url" label="CalDAV server address">
        <Input id="caldav-url" type="url" value={v.url} onChange={set('url')} placeholder="https://calendar.example.com/" required />
      </Field>
      <Field id="caldav-user" label="User name">
        <Input id="caldav-user" autoComplete="username" value={v.username} onChange={set('username')} required />
      </Field>
      <Field id="caldav-password" label="Password or app password">
        <Input id="caldav-password" type="password" autoComplete="current-password" value={v.password} onChange={set('password')} required />
      </Field>
      <FormActions pending={pending} label="Connect calendar" onCancel={onCancel} />
    </form>
  );
}

/** A job portal's employer account: its id and the account's email (checked by form; the portal has no API to ask). */
function PortalAccountForm({ pending, onSubmit, onCancel }: ConnectFormProps) {
  const [v, setV] = useState({ employer_id: '', account_email: '' });
  const set = (k: keyof typeof v) => (e: React.ChangeEvent<HTMLInputElement>) => setV({ ...v, [k]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({ employer_id: v.employer_id.trim(), account_email: v.account_email.trim() });
  };
  return (
    <form onSubmit={submit} className="grid gap-3" aria-label="Connect the portal account">
      <Field id="portal-employer" label="Employer (client) id">
        <Input id="portal-employer" value={v.employer_id} onChange={set('employer_id')} placeholder="As shown in the portal’s account settings" required />
      </Field>
      <Field id="portal-email" label="Account email">
        <Input id="portal-email" type="email" value={v.account_email} onChange={set('account_email')} placeholder="hiring@example.com" required />
      </Field>
      <FormActions pending={pending} label="Connect" onCancel={onCancel} />
    </form>
  );
}

/** Submit (it says so while the server checks the credentials) and Cancel, under every connect form. */
function FormActions({ pending, label, onCancel }: { pending: boolean; label: string; onCancel: () => void }) {
  return (
    <div className="flex gap-2">
      <Button type="submit" disabled={pending}>
        {pending ? 'Checking…' : label}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

/** The form each form-connected provider asks for (one line per provider). */
export const CONNECT_FORMS: Partial<Record<IntegrationProvider, (props: ConnectFormProps) => ReactNode>> = {
  imap: ImapForm,
  caldav: CaldavForm,
  naukri: PortalAccountForm,
};
