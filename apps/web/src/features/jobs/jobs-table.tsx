import type { CustomField, JobSummary } from '@hirebase/shared';
import { createColumnHelper, rowSortingFeature, tableFeatures, useTable, type SortingState } from '@tanstack/react-table';
import { Link } from '@tanstack/react-router';
import { Archive } from 'lucide-react';
import { useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCustomText } from '@/features/custom-fields/custom-field-columns';
import { TagList } from '@/features/tags/tag-badge';
import { focusRing } from '@/lib/utils';
import { STATUS_BADGE, WORKPLACE_LABELS } from './labels';
import { ariaSort, SortHeader } from './sort-header';
import { StageBars } from './stage-bars';
import { JOB_STATUS_LABELS } from '@/lib/status-labels';

const features = tableFeatures({ rowSortingFeature });
const helper = createColumnHelper<typeof features, JobSummary>();
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const columns = helper.columns([
  helper.accessor('title', {
    header: 'Job',
    cell: ({ row }) => {
      const job = row.original;
      return (
        <div className="grid gap-1">
          <Link to="/jobs/$jobId" params={{ jobId: job.id }} className={`font-medium hover:underline ${focusRing} rounded-sm`}>
            {job.title}
          </Link>
          <span className="text-xs text-muted-foreground">
            {[job.client?.name, job.location, WORKPLACE_LABELS[job.workplace]].filter(Boolean).join(' · ')}
          </span>
          <TagList tags={job.tags} />
        </div>
      );
    },
  }),
  helper.accessor('status', {
    header: 'Status',
    cell: ({ row }) => (
      <span className="flex items-center gap-1">
        <Badge variant={STATUS_BADGE[row.original.status]}>{JOB_STATUS_LABELS[row.original.status]}</Badge>
        {row.original.archived_at ? <Archive className="size-3.5 text-muted-foreground" aria-label="Archived" /> : null}
      </span>
    ),
  }),
  helper.display({
    id: 'pipeline',
    header: 'Pipeline',
    cell: ({ row }) => (
      <div className="flex items-center gap-3">
        <StageBars stages={row.original.stage_counts} />
        <span className="whitespace-nowrap text-xs text-muted-foreground">{row.original.active_count} active</span>
      </div>
    ),
  }),
  helper.display({ id: 'owner', header: 'Owner', cell: ({ row }) => row.original.owner?.name ?? '—' }),
  helper.accessor('created_at', { header: 'Created', cell: ({ getValue }) => dateFormat.format(new Date(getValue())) }),
  helper.accessor('updated_at', { header: 'Updated', cell: ({ getValue }) => dateFormat.format(new Date(getValue())) }),
]);

const SORTABLE = new Set(['title', 'status', 'created_at', 'updated_at']);

export function toSorting(sort: string | undefined): SortingState {
  // The server's default: open jobs first, then on hold, draft, filled, closed.
  const s = sort ?? 'status';
  return [{ id: s.replace(/^-/, ''), desc: s.startsWith('-') }];
}

/** Server-sorted job table: the table only renders; sorting changes go to the URL. */
export function JobsTable({ jobs, sort, onSortChange, fields = [] }: { jobs: JobSummary[]; sort: string | undefined; onSortChange: (sort: string) => void; fields?: CustomField[] }) {
  const sorting = toSorting(sort);
  const text = useCustomText();
  // The chosen custom fields follow the fixed columns.
  const all = useMemo(
    () => [...columns, ...fields.map((f) => helper.display({ id: `cf.${f.key}`, header: f.label, cell: ({ row }) => text(f, row.original.custom_fields) }))],
    [fields, text],
  );
  const table = useTable({
    features,
    columns: all,
    data: jobs,
    getRowId: (row) => row.id,
    manualSorting: true,
    state: { sorting },
    onSortingChange: () => undefined,
  });

  function toggle(id: string) {
    const current = sorting[0];
    // Text sorts start ascending, dates descending (newest first).
    const firstDesc = id !== 'title' && id !== 'status';
    const desc = current?.id === id ? !current.desc : firstDesc;
    onSortChange(`${desc ? '-' : ''}${id}`);
  }

  return (
    <Table>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id}>
            {group.headers.map((header) => {
              const id = header.column.id;
              const current = sorting[0]?.id === id ? (sorting[0].desc ? 'desc' : 'asc') : false;
              const label = String(header.column.columnDef.header);
              return SORTABLE.has(id) ? (
                <TableHead key={header.id} aria-sort={ariaSort(current)}>
                  <SortHeader label={label} sorted={current} onToggle={() => toggle(id)} />
                </TableHead>
              ) : (
                <TableHead key={header.id}>{label}</TableHead>
              );
            })}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {table.getRowModel().rows.map((row) => (
          <TableRow key={row.id}>
            {row.getAllCells().map((cell) => (
              <TableCell key={cell.id}>
                <table.FlexRender cell={cell} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
