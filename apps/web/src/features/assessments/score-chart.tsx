import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** Completed attempts per 10-point band; loaded lazily with Recharts. The same figures are in the table beside it. */
export default function ScoreChart({ distribution }: { distribution: number[] }) {
  const data = distribution.map((count, i) => ({ band: i === 9 ? '90–100' : `${i * 10}–${i * 10 + 9}`, count }));
  return (
    <div className="h-56 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} strokeDasharray="3 3" className="stroke-border" />
          <XAxis dataKey="band" tickLine={false} axisLine={false} fontSize={12} />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} />
          <Tooltip cursor={{ fillOpacity: 0.1 }} />
          <Bar dataKey="count" name="Candidates" fill="var(--color-primary)" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
