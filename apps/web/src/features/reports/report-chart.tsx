import type { ReportName, ReportResult } from '@hirebase/shared';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const COLORS = ['var(--color-primary)', '#16a34a', '#d97706', '#7c3aed', '#0891b2', '#db2777', '#64748b'];

/** What each report draws: bars per row for these columns (the table below carries every number). */
const BARS: Record<Exclude<ReportName, 'pipeline'>, { key: string; label: string }[]> = {
  sources: [
    { key: 'applications', label: 'Applications' },
    { key: 'interviews', label: 'Interviews' },
    { key: 'offers', label: 'Offers' },
    { key: 'hires', label: 'Hires' },
  ],
  team: [
    { key: 'moves', label: 'Moves' },
    { key: 'interviews_scheduled', label: 'Interviews scheduled' },
    { key: 'submissions', label: 'Submissions' },
    { key: 'hires', label: 'Hires' },
  ],
  'time-to-hire': [
    { key: 'median_days_to_hire', label: 'Median days to hire' },
    { key: 'median_days_to_fill', label: 'Median days to fill' },
  ],
};

const KINDS = ['sourced', 'applied', 'screening', 'interview', 'offer', 'hired', 'rejected'];

/** Recharts: the pipeline as weekly entries per stage (stacked), the other reports as bars per row. Loaded lazily. */
export default function ReportChart({ name, data }: { name: ReportName; data: ReportResult }) {
  const pipeline = name === 'pipeline';
  const rows = pipeline ? (data.series ?? []).map((w) => ({ label: w.week, ...w.counts })) : data.rows.slice(0, 20);
  const bars = pipeline ? KINDS.map((k) => ({ key: k, label: k[0]!.toUpperCase() + k.slice(1) })) : BARS[name];
  if (!rows.length) return <p className="py-16 text-center text-sm text-muted-foreground">Nothing in this period.</p>;
  return (
    <div className="h-72 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} strokeDasharray="3 3" className="stroke-border" />
          <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} />
          <YAxis allowDecimals={!pipeline} tickLine={false} axisLine={false} fontSize={12} />
          <Tooltip cursor={{ fillOpacity: 0.1 }} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {bars.map((b, i) => (
            <Bar key={b.key} dataKey={b.key} name={b.label} stackId={pipeline ? 'weeks' : undefined} fill={COLORS[i % COLORS.length]} radius={pipeline ? 0 : [4, 4, 0, 0]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
