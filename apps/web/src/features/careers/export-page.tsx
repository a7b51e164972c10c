import { can } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Download } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { downloadExport } from '@/features/data-transfer/api';
import { jobQuery } from '@/features/jobs/api';
import { useRole } from '@/features/org/use-current-org';
import { toast } from '@/lib/toast-store';
import { careersApi } from './api';

/** /jobs/{jobId}/configure/export: the job's applications with stage, source, answers and parsed fields as CSV or XLSX. */
export function ExportApplicationsPage({ jobId }: { jobId: string }) {
  const role = useRole();
  const { data: job } = useQuery(jobQuery(jobId));
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      await downloadExport(careersApi.exportUrl(jobId, format));
    } catch {
      toast.error('The export could not be downloaded');
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <PageHeader
        title={job ? `Export ${job.title}` : 'Export'}
        description="Download the job's applications."
        actions={
          <Button variant="outline" asChild>
            <Link to="/jobs/$jobId/configure" params={{ jobId }}>
              <ArrowLeft aria-hidden="true" /> Back to configure
            </Link>
          </Button>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>Applications</CardTitle>
          <CardDescription>
            One row per application: the candidate, stage, status, source, cover letter, an answer column per screening question, and the fields parsed from the resume. Cells that a
            spreadsheet could read as a formula are written as text.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          {can(role, 'exports:run') ? (
            <>
              <Button disabled={busy !== null} onClick={() => void download('csv')}>
                <Download aria-hidden="true" /> Download CSV
              </Button>
              <Button variant="outline" disabled={busy !== null} onClick={() => void download('xlsx')}>
                <Download aria-hidden="true" /> Download XLSX
              </Button>
            </>
          ) : (
            <p className="text-sm text-muted-foreground">Managers and admins export applications.</p>
          )}
        </CardContent>
      </Card>
    </>
  );
}
