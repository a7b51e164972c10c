import { REPORT_LABELS, SAVED_REPORT_DAYS, WEEKDAYS, type ReportName, type SavedReport, type SavedReportFilters, type SourceChannel } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Mail, Pencil, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { NamedFormDialog } from '@/components/named-form-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form';
import { NativeSelect } from '@/components/ui/select';
import { membersQuery } from '@/features/team/api';
import { savedReportsQuery, useDeleteSavedReport, useEditSavedReport, useSaveReport, useSendSavedReport, type ReportFilters } from './api';
import { ReportFilterBar } from './report-filters';

type Kept = Omit<ReportFilters, 'from' | 'to'>;

const toSaved = (filters: Kept, days: number): SavedReportFilters => {
  const kept = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '')) as Kept;
  return { ...kept, source: kept.source as SourceChannel | undefined, days };
};

type DialogProps = {
  report: ReportName;
  /** The saved report being changed; none when saving the report on screen. */
  saved?: SavedReport | undefined;
  /** The filters on screen, which a new saved report keeps. */
  screen?: ReportFilters | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Names a saved report and picks its weekday, period and recipients; a saved one also changes its filters. */
function SavedReportDialog({ report, saved, screen, open, onOpenChange }: DialogProps) {
  const { from: _from, to: _to, ...onScreen } = screen ?? {};
  const { days: savedDays, ...savedFilters } = saved?.filters ?? { days: 7 };
  const [title, setTitle] = useState(saved?.name ?? '');
  const [weekday, setWeekday] = useState(saved?.weekday ?? 1);
  const [days, setDays] = useState<number>(savedDays);
  const [recipients, setRecipients] = useState<string[]>(saved?.recipients.map((r) => r.id) ?? []);
  const [filters, setFilters] = useState<Kept>(savedFilters);
  const members = useQuery({ ...membersQuery, enabled: open });
  const create = useSaveReport();
  const edit = useEditSavedReport();
  const mutation = saved ? edit : create;
  const toggle = (id: string, on: boolean) => setRecipients((r) => (on ? [...r, id] : r.filter((x) => x !== id)));
  const submit = () => {
    const done = { onSuccess: () => onOpenChange(false) };
    if (saved) edit.mutate({ id: saved.id, patch: { name: title.trim(), filters: toSaved(filters, days), recipient_ids: recipients, weekday } }, done);
    else create.mutate({ name: title.trim(), report, filters: toSaved(onScreen, days), recipient_ids: recipients, weekday }, done);
  };
  return (
    <NamedFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={saved ? `Edit ${saved.name}` : 'Save and email weekly'}
      description={
        saved
          ? `${REPORT_LABELS[report]}, mailed as a summary with a link back. The figures are its saver’s: what they can see in this report.`
          : `${REPORT_LABELS[report]} with the filters on screen, mailed as a summary with a link back. The figures are yours: what you can see in this report.`
      }
      name={title}
      onNameChange={setTitle}
      nameMaxLength={120}
      error={mutation.error}
      errorText="The report could not be saved"
      pending={mutation.isPending}
      ready={recipients.length > 0}
      onSubmit={submit}
      className={saved ? 'max-h-[90vh] max-w-2xl overflow-y-auto' : undefined}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Every">
          {(p) => (
            <NativeSelect {...p} value={String(weekday)} onChange={(e) => setWeekday(Number(e.target.value))}>
              {WEEKDAYS.map((d, i) => (
                <option key={d} value={i}>
                  {d}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Covering">
          {(p) => (
            <NativeSelect {...p} value={String(days)} onChange={(e) => setDays(Number(e.target.value))}>
              {SAVED_REPORT_DAYS.map((d) => (
                <option key={d} value={d}>
                  The {d} days before
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      {saved ? <ReportFilterBar name={report} value={filters} onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))} dates={false} className="grid gap-3 sm:grid-cols-3" /> : null}
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium">Send to</legend>
        {(members.data ?? [])
          .filter((m) => m.status === 'active')
          .map((m) => (
            <label key={m.user_id} className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-primary" checked={recipients.includes(m.user_id)} onChange={(e) => toggle(m.user_id, e.target.checked)} />
              {m.name} <span className="text-muted-foreground">{m.email}</span>
            </label>
          ))}
      </fieldset>
    </NamedFormDialog>
  );
}

/** "Save and email weekly": names the report on screen and picks the weekday, period and members who receive it. */
export function SaveReportButton({ name, filters }: { name: ReportName; filters: ReportFilters }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Mail aria-hidden="true" /> Save and email weekly
      </Button>
      {open ? <SavedReportDialog report={name} screen={filters} open onOpenChange={setOpen} /> : null}
    </>
  );
}

const when = (iso: string) => new Date(iso).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });

/** The member's saved reports (managers and admins: the organization's): open, edit, send now or delete. */
export function SavedReportsCard() {
  const saved = useQuery(savedReportsQuery);
  const remove = useDeleteSavedReport();
  const send = useSendSavedReport();
  const [editing, setEditing] = useState<SavedReport | null>(null);
  if (!saved.data?.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Saved reports</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2" aria-label="Saved reports">
          {saved.data.map((r) => {
            const { days, ...filters } = r.filters;
            return (
              <li key={r.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                <Link to="/reports" search={{ ...filters, report: r.report }} className="font-medium hover:underline">
                  {r.name}
                </Link>
                <span className="text-muted-foreground">
                  {REPORT_LABELS[r.report]} · the {days} days before · every {WEEKDAYS[r.weekday]} to {r.recipients.map((p) => p.name).join(', ') || 'nobody'} · next {when(r.next_run_at)}
                  {r.last_sent_at ? ` · last sent ${when(r.last_sent_at)}` : ''}
                </span>
                <span className="ml-auto flex gap-1">
                  <Button size="sm" variant="outline" disabled={send.isPending} aria-label={`Send ${r.name} now`} onClick={() => send.mutate(r.id)}>
                    <Send aria-hidden="true" /> Send now
                  </Button>
                  <Button size="sm" variant="ghost" aria-label={`Edit saved report ${r.name}`} onClick={() => setEditing(r)}>
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button size="sm" variant="ghost" disabled={remove.isPending} aria-label={`Delete saved report ${r.name}`} onClick={() => remove.mutate(r.id)}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      </CardContent>
      {editing ? <SavedReportDialog key={editing.id} report={editing.report} saved={editing} open onOpenChange={(o) => !o && setEditing(null)} /> : null}
    </Card>
  );
}
