import type { Application, Job } from '@hirebase/shared';
import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  useTable,
  type SortingState,
} from '@tanstack/react-table';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ariaSort, SortHeader } from '@/features/jobs/sort-header';
import { focusRing } from '@/lib/utils';
import { subtitle } from './application-card';
import { StatusNote } from '@/features/candidates/status-note';

const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel(), sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic } });
const helper = createColumnHelper<typeof features, Application & { stage_name: string; stage_position: number }>();
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const columns = helper.columns([
  helper.accessor((a) => a.candidate.name.toLowerCase(), { id: 'name', header: 'Name', sortFn: 'alphanumeric' }),
  helper.accessor('stage_position', { id: 'stage', header: 'Stage', sortFn: 'basic' }),
  helper.accessor('days_in_stage', { id: 'days', header: 'Days in stage', sortFn: 'basic' }),
  helper.accessor('created_at', { id: 'added', header: 'Added', sortFn: 'basic' }),
]);

/** The job's applications as a sortable table (every status), with the same selection as the board. */
export function ApplicationsList({
  job,
  applications,
  selected,
  onToggle,
  onToggleAll,
}: {
  job: Job;
  applications: Application[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (ids: string[], on: boolean) => void;
}) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'stage', desc: false }]);
  const data = useMemo(() => {
    const stages = new Map(job.stages.map((s) => [s.id, s]));
    return applications.map((a) => ({ ...a, stage_name: stages.get(a.stage_id)?.name ?? '—', stage_position: stages.get(a.stage_id)?.position ?? 0 }));
  }, [applications, job.stages]);
  const table = useTable({ features, columns, data, getRowId: (r) => r.id, state: { sorting }, onSortingChange: setSorting });
  const rows = table.getRowModel().rows;
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));

  if (applications.length === 0) return <p className="p-6 text-sm text-muted-foreground">No candidates in this job yet.</p>;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="w-10">
            <input type="checkbox" className="size-4 accent-primary" aria-label="Select all candidates" checked={allSelected} onChange={() => onToggleAll(rows.map((r) => r.id), !allSelected)} />
          </TableHead>
          {table.getFlatHeaders().map((header) => {
            const sorted = header.column.getIsSorted();
            return (
              <TableHead key={header.id} aria-sort={ariaSort(sorted)}>
                <SortHeader label={String(header.column.columnDef.header)} sorted={sorted} onToggle={() => header.column.toggleSorting(sorted === 'asc')} />
              </TableHead>
            );
          })}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map(({ original: a }) => (
          <TableRow key={a.id} data-state={selected.has(a.id) ? 'selected' : undefined}>
            <TableCell>
              <input type="checkbox" className="size-4 accent-primary" aria-label={`Select ${a.candidate.name}`} checked={selected.has(a.id)} onChange={() => onToggle(a.id)} />
            </TableCell>
            <TableCell>
              <Link to="/jobs/$jobId/candidate/$id" params={{ jobId: job.id, id: a.candidate.id }} className={`rounded-sm font-medium hover:underline ${focusRing}`}>
                {a.candidate.name}
              </Link>
              {subtitle(a) ? <div className="text-xs text-muted-foreground">{subtitle(a)}</div> : null}
            </TableCell>
            <TableCell>
              {a.stage_name}
              <StatusNote status={a.status} stageName={a.stage_name} className="ml-2" />
              {a.rejection_reason ? <div className="text-xs text-muted-foreground">{a.rejection_reason}</div> : null}
            </TableCell>
            <TableCell className="tabular-nums">{a.days_in_stage}</TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">{dateFormat.format(new Date(a.created_at))}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
