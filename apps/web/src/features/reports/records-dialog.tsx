import type { ReportName } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/lib/toast-store';
import { focusRing } from '@/lib/utils';
import { downloadReport, recordsQuery, type Drill, type ReportFilters } from './api';

const when = (iso: string) => (iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : '—');

/** The records behind one number, with links to each and an export of the list. */
export function RecordsDialog({ name, filters, drill, onClose }: { name: ReportName; filters: ReportFilters; drill: Drill; onClose: () => void }) {
  const records = useQuery(recordsQuery(name, filters, drill));
  const save = (format: 'csv' | 'xlsx') => downloadReport(name, filters, format, drill).catch(() => toast.error('The export could not be downloaded'));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{drill.label}</DialogTitle>
          <DialogDescription>{records.data ? `${records.data.length.toLocaleString('en-US')} records` : 'Loading the records…'}</DialogDescription>
        </DialogHeader>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => void save('csv')}>
            Export records as CSV
          </Button>
          <Button size="sm" variant="outline" onClick={() => void save('xlsx')}>
            Export records as XLSX
          </Button>
        </div>
        <div className="max-h-[60vh] overflow-auto">
          {records.isLoading ? (
            <Skeleton className="h-40" />
          ) : (
            <Table aria-label="Records">
              <TableHeader>
                <TableRow>
                  <TableHead>Candidate</TableHead>
                  <TableHead>Job</TableHead>
                  <TableHead>Detail</TableHead>
                  <TableHead>When</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {(records.data ?? []).map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>
                      {r.candidate ? (
                        <Link to="/database/candidate/$id" params={{ id: r.candidate.id }} className={`hover:underline ${focusRing}`}>
                          {r.candidate.name || 'Unnamed candidate'}
                        </Link>
                      ) : (
                        '—'
                      )}
                    </TableCell>
                    <TableCell>
                      {r.job ? (
                        <Link to="/jobs/$jobId" params={{ jobId: r.job.id }} className={`hover:underline ${focusRing}`}>
                          {r.job.title}
                        </Link>
                      ) : (
                        '—'
                      )}
                    </TableCell>
                    <TableCell>{r.detail ?? '—'}</TableCell>
                    <TableCell className="whitespace-nowrap">{when(r.at)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
