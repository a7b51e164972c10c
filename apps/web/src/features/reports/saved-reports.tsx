import { REPORT_LABELS, SAVED_REPORT_DAYS, WEEKDAYS, type ReportName, type SourceChannel } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Mail, Send, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { membersQuery } from '@/features/team/api';
import { isApiError } from '@/lib/api-client';
import { savedReportsQuery, useDeleteSavedReport, useSaveReport, useSendSavedReport, type ReportFilters } from './api';

/** "Save and email weekly": names the report on screen and picks the weekday, period and members who receive it. */
export function SaveReportButton({ name, filters }: { name: ReportName; filters: ReportFilters }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [weekday, setWeekday] = useState(1);
  const [days, setDays] = useState<number>(7);
  const [recipients, setRecipients] = useState<string[]>([]);
  const members = useQuery({ ...membersQuery, enabled: open });
  const save = useSaveReport();
  const { from: _from, to: _to, ...kept } = filters;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { name: title.trim(), report: name, filters: { ...kept, source: kept.source as SourceChannel | undefined, days }, recipient_ids: recipients, weekday },
      { onSuccess: () => setOpen(false) },
    );
  };
  const error = save.error ? (isApiError(save.error) ? save.error.message : 'The report could not be saved') : undefined;
  const toggle = (id: string, on: boolean) => setRecipients((r) => (on ? [...r, id] : r.filter((x) => x !== id)));
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Mail aria-hidden="true" /> Save and email weekly
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <form onSubmit={submit} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Save and email weekly</DialogTitle>
              <DialogDescription>
                {REPORT_LABELS[name]} with the filters on screen, mailed as a summary with a link back. The figures are yours: what you can see in this report.
              </DialogDescription>
            </DialogHeader>
            <FormField label="Name" error={error}>
              {(p) => <Input {...p} value={title} maxLength={120} required onChange={(e) => setTitle(e.target.value)} autoFocus />}
            </FormField>
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
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={save.isPending || !title.trim() || recipients.length === 0}>
                Save
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

const when = (iso: string) => new Date(iso).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });

/** The member's saved reports (managers and admins: the organization's): open, send now or delete. */
export function SavedReportsCard() {
  const saved = useQuery(savedReportsQuery);
  const remove = useDeleteSavedReport();
  const send = useSendSavedReport();
  if (!saved.data?.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Saved reports</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2" aria-label="Saved reports">
          {saved.data.map((r) => {
            const { days: _days, ...filters } = r.filters;
            return (
              <li key={r.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                <Link to="/reports" search={{ ...filters, report: r.report }} className="font-medium hover:underline">
                  {r.name}
                </Link>
                <span className="text-muted-foreground">
                  {REPORT_LABELS[r.report]} · every {WEEKDAYS[r.weekday]} to {r.recipients.map((p) => p.name).join(', ') || 'nobody'} · next {when(r.next_run_at)}
                  {r.last_sent_at ? ` · last sent ${when(r.last_sent_at)}` : ''}
                </span>
                <span className="ml-auto flex gap-1">
                    <Button size="sm" variant="outline" disabled={send.isPending} aria-label={`Send ${r.name} now`} onClick={() => send.mutate(r.id)}>
                      <Send aria-hidden="true" /> Send now
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
    </Card>
  );
}
