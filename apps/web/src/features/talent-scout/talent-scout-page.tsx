import { can, SCOUT_RECORD_STATUS_LABELS, SCOUT_RECORD_STATUSES, type ScoutPartner, type ScoutRecordStatus } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useConfirm } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useRole } from '@/features/org/use-current-org';
import { focusRing } from '@/lib/utils';
import { partnersQuery, recordsQuery, scoutApi, useScoutMutation, type RecordFilters } from './api';
import { PartnerDialog } from './partner-dialog';
import { dateFormat, PartnerStatusBadge, RecordStatusBadge } from './status';

function PartnersCard() {
  const partners = useQuery(partnersQuery());
  const manage = can(useRole(), 'talent_scout:manage');
  const [editing, setEditing] = useState<ScoutPartner | undefined>();
  const [open, setOpen] = useState(false);
  const confirm = useConfirm();
  const deactivate = useScoutMutation(scoutApi.deactivate, 'Partner deactivated');
  async function end(p: ScoutPartner) {
    const sure = await confirm({ title: `Deactivate ${p.name}?`, description: 'They are signed out now and can no longer sign in. Their submissions stay.', confirmText: 'Deactivate', destructive: true });
    if (sure) deactivate.mutate(p.id);
  }
  const openDialog = (p?: ScoutPartner) => {
    setEditing(p);
    setOpen(true);
  };
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle>Partners</CardTitle>
          <CardDescription>Outside recruiters and agencies you share jobs with. They sign in by a link sent to their email.</CardDescription>
        </div>
        {manage ? <Button onClick={() => openDialog()}>Invite partner</Button> : null}
      </CardHeader>
      <CardContent>
        {partners.isLoading ? <Skeleton className="h-24" /> : null}
        {partners.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Partners could not be loaded. Try again in a moment.
          </p>
        ) : null}
        {partners.data?.length === 0 ? <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">No partners yet. Invite one to share jobs with them.</p> : null}
        {partners.data?.length ? (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Partner</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Jobs shared</TableHead>
                <TableHead className="text-right">Submitted</TableHead>
                <TableHead className="text-right">Accepted</TableHead>
                <TableHead className="text-right">Hired</TableHead>
                <TableHead>Last activity</TableHead>
                {manage ? <TableHead className="sr-only">Actions</TableHead> : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {partners.data.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>
                    <Link to="/talent-scout" search={{ partner_id: p.id }} className={`font-medium hover:underline ${focusRing} rounded-sm`}>
                      {p.name}
                    </Link>
                    <div className="text-xs text-muted-foreground">{[p.company, p.email].filter(Boolean).join(' · ')}</div>
                    {p.commission_terms ? <div className="text-xs text-muted-foreground">Terms: {p.commission_terms}</div> : null}
                  </TableCell>
                  <TableCell>
                    <PartnerStatusBadge status={p.status} />
                  </TableCell>
                  <TableCell className="max-w-64 text-sm">{p.jobs.length ? p.jobs.map((j) => j.title).join(', ') : <span className="text-muted-foreground">None</span>}</TableCell>
                  <TableCell className="text-right tabular-nums">{p.submitted}</TableCell>
                  <TableCell className="text-right tabular-nums">{p.accepted}</TableCell>
                  <TableCell className="text-right tabular-nums">{p.hired}</TableCell>
                  <TableCell className="whitespace-nowrap text-sm">{p.last_activity_at ? dateFormat.format(new Date(p.last_activity_at)) : '—'}</TableCell>
                  {manage ? (
                    <TableCell className="whitespace-nowrap text-right">
                      {p.status !== 'deactivated' ? (
                        <>
                          <Button variant="ghost" size="sm" onClick={() => openDialog(p)}>
                            Edit<span className="sr-only"> {p.name}</span>
                          </Button>
                          <Button variant="ghost" size="sm" onClick={() => void end(p)}>
                            Deactivate<span className="sr-only"> {p.name}</span>
                          </Button>
                        </>
                      ) : null}
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </CardContent>
      <PartnerDialog partner={editing} open={open} onOpenChange={setOpen} />
    </Card>
  );
}

function RecordsCard({ search, onSearch }: { search: RecordFilters; onSearch: (patch: Partial<RecordFilters>) => void }) {
  const records = useQuery(recordsQuery(search));
  const partners = useQuery(partnersQuery());
  // Jobs shared now, and those of the records listed (a job may have been unshared since).
  const jobs = new Map([...(partners.data ?? []).flatMap((p) => p.jobs.map((j) => [j.job_id, j.title] as const)), ...(records.data?.data ?? []).map((r) => [r.job.id, r.job.title] as const)]);
  const total = records.data?.meta.total ?? 0;
  const page = search.page ?? 1;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Records</CardTitle>
        <CardDescription>Every candidate a partner submitted. Open one to see the resume and the duplicate check, then accept, reject or ask for more.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-2" role="group" aria-label="Filters">
          <NativeSelect aria-label="Partner" value={search.partner_id ?? ''} onChange={(e) => onSearch({ partner_id: e.target.value || undefined, page: undefined })}>
            <option value="">All partners</option>
            {(partners.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect aria-label="Job" value={search.job_id ?? ''} onChange={(e) => onSearch({ job_id: e.target.value || undefined, page: undefined })}>
            <option value="">All jobs</option>
            {[...jobs].map(([id, title]) => (
              <option key={id} value={id}>
                {title}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect aria-label="Status" value={search.status ?? ''} onChange={(e) => onSearch({ status: (e.target.value || undefined) as ScoutRecordStatus | undefined, page: undefined })}>
            <option value="">All statuses</option>
            {SCOUT_RECORD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {SCOUT_RECORD_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect aria-label="Duplicates" value={search.duplicates ?? ''} onChange={(e) => onSearch({ duplicates: (e.target.value || undefined) as 'yes' | 'no' | undefined, page: undefined })}>
            <option value="">With or without duplicates</option>
            <option value="yes">Possible duplicates</option>
            <option value="no">No duplicates</option>
          </NativeSelect>
        </div>
        {records.isLoading ? <Skeleton className="h-32" /> : null}
        {records.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Records could not be loaded. Try again in a moment.
          </p>
        ) : null}
        {records.data?.data.length === 0 ? <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">No records match.</p> : null}
        {records.data?.data.length ? (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Candidate</TableHead>
                <TableHead>Partner</TableHead>
                <TableHead>Job</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Submitted</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {records.data.data.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>
                    <Link to="/talent-scout/$recordId" params={{ recordId: r.id }} className={`font-medium hover:underline ${focusRing} rounded-sm`}>
                      {r.candidate_name}
                    </Link>
                    {r.duplicate_count ? <div className="text-xs font-medium text-destructive">Possible duplicate</div> : null}
                  </TableCell>
                  <TableCell>{r.partner.name}</TableCell>
                  <TableCell>{r.job.title}</TableCell>
                  <TableCell>
                    <RecordStatusBadge status={r.status} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{dateFormat.format(new Date(r.created_at))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        {total > 50 ? (
          <div className="flex items-center justify-end gap-2 text-sm">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onSearch({ page: page - 1 > 1 ? page - 1 : undefined })}>
              Previous
            </Button>
            <span>
              Page {page} of {Math.ceil(total / 50)}
            </span>
            <Button variant="outline" size="sm" disabled={page * 50 >= total} onClick={() => onSearch({ page: page + 1 })}>
              Next
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The organization's view of its sourcing partners and of every candidate they submitted. */
export function TalentScoutPage({ search, onSearch }: { search: RecordFilters; onSearch: (patch: Partial<RecordFilters>) => void }) {
  return (
    <div className="grid gap-6">
      <PartnersCard />
      <RecordsCard search={search} onSearch={onSearch} />
    </div>
  );
}
