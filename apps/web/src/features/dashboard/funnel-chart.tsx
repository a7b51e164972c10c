import type { Dashboard } from '@hirebase/shared';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { STAGE_KIND_LABELS } from '@/features/pipelines/stage-kinds';

/** Recharts bar chart of the funnel; loaded lazily so the home page's first paint does not wait for it. */
export default function FunnelChart({ funnel }: { funnel: Dashboard['funnel'] }) {
  const data = funnel.stages.map((s) => ({ name: STAGE_KIND_LABELS[s.kind], count: s.count }));
  return (
    <div className="h-64 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} strokeDasharray="3 3" className="stroke-border" />
          <XAxis dataKey="name" tickLine={false} axisLine={false} fontSize={12} />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} />
          <Tooltip cursor={{ fillOpacity: 0.1 }} />
          <Bar dataKey="count" name="Applications" fill="var(--color-primary)" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
