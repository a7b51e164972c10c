import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FormField } from '@/components/ui/form';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { RelativeTime } from '@/features/activity/relative-time';
import { Pagination } from '@/features/candidates/list-controls';
import { focusRing } from '@/lib/utils';
import { formatSize, resumesListQuery, STATUS_LABEL, type ResumeStatus } from './api';
import { ResumeStatusBadge } from './status-badge';

const PAGE_SIZE = 25;

/** The "Files" tab: every stored resume, newest first, with its parse status and candidate. */
export function ResumeFiles({ page, status, onChange }: { page: number; status: ResumeStatus | undefined; onChange: (patch: { fpage?: number | undefined; fstatus?: ResumeStatus | undefined }) => void }) {
  const list = useQuery(resumesListQuery({ page, page_size: PAGE_SIZE, sort: '-created_at', status }));
  return (
    <div className="grid gap-4">
      <div className="max-w-xs">
        <FormField label="Status">
          {(p) => (
            <NativeSelect {...p} value={status ?? ''} onChange={(e) => onChange({ fstatus: (e.target.value || undefined) as ResumeStatus | undefined, fpage: undefined })}>
              <option value="">All files</option>
              {(Object.keys(STATUS_LABEL) as ResumeStatus[]).map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABEL[s]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      {list.isLoading ? <Skeleton className="h-64" /> : null}
      {list.isError ? <p className="text-sm text-destructive">The files could not be loaded.</p> : null}
      {list.data && list.data.data.length === 0 ? (
        <p className="py-10 text-center text-sm text-muted-foreground">{status ? 'No file has this status.' : 'No resumes uploaded yet. Use “Upload resumes”.'}</p>
      ) : null}
      {list.data && list.data.data.length > 0 ? (
        <div aria-busy={list.isFetching}>
          <Table aria-label="Resume files">
            <TableHeader>
              <TableRow>
                <TableHead>File</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Candidate</TableHead>
                <TableHead>Size</TableHead>
                <TableHead>Uploaded</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data.data.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>
                    <Link to="/resdb/$id" params={{ id: r.id }} className={`font-medium hover:underline ${focusRing}`}>
                      {r.file_name}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <ResumeStatusBadge status={r.status} />
                  </TableCell>
                  <TableCell>
                    {r.candidate ? (
                      <Link to="/database/candidate/$id" params={{ id: r.candidate.id }} className={`hover:underline ${focusRing}`}>
                        {r.candidate.name}
                      </Link>
                    ) : (
                      <span className="text-muted-foreground">None yet</span>
                    )}
                  </TableCell>
                  <TableCell className="tabular-nums">{formatSize(r.size)}</TableCell>
                  <TableCell>
                    <RelativeTime value={r.created_at} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pagination page={page} pageSize={list.data.meta.page_size} total={list.data.meta.total} onPage={(p) => onChange({ fpage: p > 1 ? p : undefined })} />
        </div>
      ) : null}
    </div>
  );
}
