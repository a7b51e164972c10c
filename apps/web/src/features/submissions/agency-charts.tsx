import type { AgencyDashboard } from '@hirebase/shared';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** Recharts bars: submissions per recruiter this week, and the 90-day conversion. Loaded lazily; the figures are also links beside it. */
export default function AgencyCharts({ data }: { data: AgencyDashboard }) {
  const conversion = [
    { name: 'Submitted', count: data.conversion.submitted },
    { name: 'Interview', count: data.conversion.interviewed },
    { name: 'Placed', count: data.conversion.placed },
  ];
  const perRecruiter = data.per_recruiter.map((r) => ({ name: r.name, count: r.count }));
  return (
    <div className="grid gap-4 md:grid-cols-2" aria-hidden="true">
      {[
        { rows: perRecruiter, label: 'Submissions' },
        { rows: conversion, label: 'Submissions' },
      ].map((chart, i) => (
        <div key={i} className="h-48 w-full">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart accessibilityLayer={false} data={chart.rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid vertical={false} strokeDasharray="3 3" className="stroke-border" />
              <XAxis dataKey="name" tickLine={false} axisLine={false} fontSize={12} />
              <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} />
              <Tooltip cursor={{ fillOpacity: 0.1 }} />
              <Bar dataKey="count" name={chart.label} fill="var(--color-primary)" radius={[4, 4, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      ))}
    </div>
  );
}
