import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, type PortalImportPreview, type PortalImportResult, type PortalJob } from '@hirebase/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api-client';
import { usePortalMutations } from './portal-api';

const SELECT = 'h-9 rounded-md border bg-background px-2 text-sm';
const TARGETS: { value: string; label: string }[] = [{ value: 'job', label: 'The job applied to' }, ...IMPORT_FIELDS.map((f) => ({ value: f, label: IMPORT_FIELD_LABELS[f] }))];

/** What became of each row: created, matched an existing candidate, or skipped with the reason. */
function ImportSummary({ result }: { result: PortalImportResult }) {
  return (
    <div className="grid gap-2 text-sm" role="status" aria-label="Import result">
      <p>
        {result.total} rows: {result.created} created, {result.matched} matched existing candidates, {result.skipped} skipped.
      </p>
      {result.skipped ? (
        <ul className="list-disc pl-5 text-muted-foreground" aria-label="Skipped rows">
          {result.rows
            .filter((r) => r.outcome === 'skipped')
            .map((r) => (
              <li key={r.line}>
                Row {r.line}
                {r.name ? ` (${r.name})` : ''}: {r.reason}
              </li>
            ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Upload a portal export, check the suggested columns and the job, import, and read the summary. */
export function PortalImport({ portal, portalName, jobs }: { portal: string; portalName: string; jobs: PortalJob[] }) {
  const { preview, importFile } = usePortalMutations(portal);
  const [sheet, setSheet] = useState<PortalImportPreview | null>(null);
  const [mapping, setMapping] = useState<Record<string, string | null>>({});
  const [jobId, setJobId] = useState('');
  const [result, setResult] = useState<PortalImportResult | null>(null);
  const error = preview.error ?? importFile.error;
  const choose = (file: File | undefined) => {
    if (!file) return;
    setResult(null);
    preview.mutate(file, {
      onSuccess: (p) => {
        setSheet(p);
        setMapping(p.suggested_mapping);
      },
    });
  };
  const start = () => sheet && importFile.mutate({ file_key: sheet.file_key, mapping, job_id: jobId || null }, { onSuccess: (r) => setResult(r) });
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="portal-file">{portalName} export (CSV or Excel)</Label>
        <input id="portal-file" type="file" accept=".csv,.xlsx" className="text-sm" onChange={(e) => choose(e.target.files?.[0])} />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {isApiError(error) ? error.message : 'The file could not be imported'}
        </p>
      ) : null}
      {sheet ? (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            {sheet.file_name}: {sheet.total_rows} rows. Check what each column holds.
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            {sheet.headers.map((h) => (
              <label key={h} className="grid gap-1 text-sm">
                {h}
                <select className={SELECT} value={mapping[h] ?? ''} onChange={(e) => setMapping({ ...mapping, [h]: e.target.value || null })} aria-label={`Column ${h}`}>
                  <option value="">Do not import</option>
                  {TARGETS.map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
          <label className="grid gap-1 text-sm" htmlFor="portal-import-job">
            Job
            <select id="portal-import-job" className={SELECT} value={jobId} onChange={(e) => setJobId(e.target.value)}>
              <option value="">The job column names each row’s job</option>
              {jobs.map((j) => (
                <option key={j.job_id} value={j.job_id}>
                  {j.title}
                </option>
              ))}
            </select>
          </label>
          <div>
            <Button onClick={start} disabled={importFile.isPending}>
              {importFile.isPending ? 'Importing…' : 'Import applicants'}
            </Button>
          </div>
        </div>
      ) : null}
      {result ? <ImportSummary result={result} /> : null}
    </div>
  );
}
