import { GROUPS_OF, REPORT_LABELS, REPORT_NAMES, type ReportGroup, type ReportName } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast-store';
import { cn, focusRing } from '@/lib/utils';
import { downloadReport, reportQuery, type Drill, type ReportFilters } from './api';
import { RecordsDialog } from './records-dialog';
import { ReportFilterBar } from './report-filters';
import { ReportTable } from './report-table';
import { SavedReportsCard, SaveReportButton } from './saved-reports';

const ReportChart = lazy(() => import('./report-chart'));

const ROW_HEADER: Record<ReportName, string> = { pipeline: 'Stage', sources: 'Source', team: 'Member', 'time-to-hire': 'Job' };
const GROUP_HEADER: Record<ReportGroup, string> = { job: 'Job', department: 'Department', client: 'Client', member: 'Member', week: 'Week', month: 'Month' };
const ABOUT: Record<ReportName, string> = {
  pipeline: 'Applications entering each stage in the period, how many moved on, how long a stay lasted and why candidates dropped off.',
  sources: 'Applications created in the period by where the candidate came from, and how far they got.',
  team: 'What each member did in the period, per member or per week or month. Recruiters see their own work.',
  'time-to-hire': 'Days from application to hire and from opening to filled, and how long open jobs have been waiting (their age at the end of the period).',
};

export type ReportsSearch = ReportFilters & { report?: ReportName };

/** /reports: the pipeline, sources, team activity and time-to-hire reports, each with filters, a chart, drill-downs and exports. */
export function ReportsPage({ search, onNavigate }: { search: ReportsSearch; onNavigate: (next: ReportsSearch) => void }) {
  const { report: name = 'pipeline', ...filters } = search;
  const data = useQuery(reportQuery(name, filters));
  const [drill, setDrill] = useState<Drill | null>(null);
  const save = (format: 'csv' | 'xlsx') => downloadReport(name, filters, format).catch(() => toast.error('The export could not be downloaded'));
  const rowHeader = filters.group_by && GROUPS_OF[name]?.includes(filters.group_by) ? GROUP_HEADER[filters.group_by] : ROW_HEADER[name];

  return (
    <>
      <PageHeader
        title="Reports"
        description={data.data ? `${data.data.period.from} to ${data.data.period.to}` : undefined}
        actions={
          <>
            <Button variant="outline" onClick={() => void save('csv')}>
              <Download aria-hidden="true" /> Export CSV
            </Button>
            <Button variant="outline" onClick={() => void save('xlsx')}>
              <Download aria-hidden="true" /> Export XLSX
            </Button>
            <SaveReportButton name={name} filters={filters} />
          </>
        }
      />
      <nav aria-label="Reports" className="mb-4 flex flex-wrap gap-1">
        {REPORT_NAMES.map((r) => (
          <Link
            key={r}
            to="/reports"
            search={{ ...filters, group_by: undefined, report: r }}
            aria-current={r === name ? 'page' : undefined}
            className={cn('rounded-md px-3 py-1.5 text-sm', r === name ? 'bg-secondary font-medium' : 'text-muted-foreground hover:bg-accent', focusRing)}
          >
            {REPORT_LABELS[r]}
          </Link>
        ))}
      </nav>
      <ReportFilterBar name={name} value={filters} onChange={(patch) => onNavigate({ ...search, ...patch })} />
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>{REPORT_LABELS[name]}</CardTitle>
            <p className="text-sm text-muted-foreground">{ABOUT[name]}</p>
          </CardHeader>
          <CardContent>
            {data.data ? (
              <Suspense fallback={<Skeleton className="h-72" />}>
                <ReportChart name={name} data={data.data} />
              </Suspense>
            ) : (
              <Skeleton className="h-72" />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardContent className="overflow-x-auto pt-6">
            {data.data ? <ReportTable data={data.data} rowHeader={rowHeader} onDrill={setDrill} /> : <Skeleton className="h-40" />}
          </CardContent>
        </Card>
        {name === 'pipeline' && data.data?.reasons?.length ? (
          <Card>
            <CardHeader>
              <CardTitle>Drop-off reasons</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-1 text-sm" aria-label="Drop-off reasons">
                {data.data.reasons.map((r) => (
                  <li key={r.reason} className="flex justify-between gap-4">
                    <span>{r.reason}</span>
                    <button type="button" className={`text-primary hover:underline ${focusRing}`} onClick={() => setDrill({ metric: 'rejected', key: r.reason, label: `Rejected · ${r.reason}` })}>
                      {r.count}
                    </button>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ) : null}
        <SavedReportsCard />
      </div>
      {drill ? <RecordsDialog name={name} filters={filters} drill={drill} onClose={() => setDrill(null)} /> : null}
    </>
  );
}
