import type { ReportColumn, ReportResult } from '@hirebase/shared';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { focusRing } from '@/lib/utils';
import type { Drill } from './api';

const show = (col: ReportColumn, v: unknown) => {
  if (v == null) return '—';
  if (col.kind === 'percent') return `${v}%`;
  if (col.kind === 'days') return `${v} d`;
  return Number(v).toLocaleString('en-US');
};

/** The report's rows and totals; every count opens the records behind it. */
export function ReportTable({ data, onDrill, rowHeader }: { data: ReportResult; onDrill: (d: Drill) => void; rowHeader: string }) {
  const cell = (col: ReportColumn, key: string, label: string, value: unknown) =>
    col.metric && typeof value === 'number' && value > 0 ? (
      <button
        type="button"
        className={`font-medium text-primary underline-offset-2 hover:underline ${focusRing}`}
        aria-label={`${label}, ${col.label}: ${value}. Show the records`}
        onClick={() => onDrill({ metric: col.key, key, label: `${label} · ${col.label}` })}
      >
        {show(col, value)}
      </button>
    ) : (
      show(col, value)
    );
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{rowHeader}</TableHead>
          {data.columns.map((c) => (
            <TableHead key={c.key} className="text-right">
              {c.label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.rows.map((r) => (
          <TableRow key={r.key}>
            <TableCell className="font-medium">{r.label}</TableCell>
            {data.columns.map((c) => (
              <TableCell key={c.key} className="text-right tabular-nums">
                {cell(c, r.key, r.label, r[c.key])}
              </TableCell>
            ))}
          </TableRow>
        ))}
        <TableRow className="border-t-2">
          <TableCell className="font-semibold">Total</TableCell>
          {data.columns.map((c) => (
            <TableCell key={c.key} className="text-right font-semibold tabular-nums">
              {cell(c, '', 'All', data.totals[c.key])}
            </TableCell>
          ))}
        </TableRow>
      </TableBody>
    </Table>
  );
}
