import type { ImportDedupe, ImportPreview } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, Upload } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { customFieldsQuery } from '@/features/custom-fields/api';
import { usePreviewImport, useStartImport } from './api';
import { MappingTable, mappingProblem, SampleTable, type Mapping } from './mapping-table';
import { SheetDropzone } from './sheet-dropzone';
import { HelpLink } from '@/features/help/help-link';

const DEDUPE_CHOICES: { value: ImportDedupe; label: string }[] = [
  { value: 'skip', label: 'Skip them: keep the records you have' },
  { value: 'update', label: 'Update them with the values in the file' },
];

/** /database/sync: a CSV or Excel file → column mapping and preview → an import operation. */
export function ImportPage() {
  const navigate = useNavigate();
  const previewing = usePreviewImport();
  const starting = useStartImport();
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const [dedupe, setDedupe] = useState<ImportDedupe>('skip');
  const [tag, setTag] = useState('');
  const custom = useQuery(customFieldsQuery('candidate'));

  const choose = (file: File) =>
    previewing.mutate(file, {
      onSuccess: (p) => {
        setPreview(p);
        setMapping(p.suggested_mapping);
      },
    });
  const problem = preview ? mappingProblem(mapping, new Map((custom.data ?? []).map((f) => [`cf.${f.key}`, f.label]))) : null;
  const start = () => {
    if (!preview || problem) return;
    starting.mutate(
      { file_key: preview.file_key, mapping, dedupe, tag: tag.trim() || undefined },
      { onSuccess: (op) => void navigate({ to: '/settings/operation-log/$operation_id', params: { operation_id: op.id } }) },
    );
  };

  return (
    <>
      <PageHeader
        title="Import candidates"
        description={
          <>
            Bring people in from a spreadsheet: choose the file, say what each column holds, and import. <HelpLink article="import-candidates">Import help</HelpLink>
          </>
        }
        actions={
          <Button variant="outline" asChild>
            <Link to="/database">
              <ArrowLeft aria-hidden="true" /> Candidates
            </Link>
          </Button>
        }
      />
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>File</CardTitle>
            {preview ? <CardDescription>{`${preview.file_name} · ${preview.total_rows.toLocaleString()} rows`}</CardDescription> : null}
          </CardHeader>
          <CardContent className="grid gap-3">
            <SheetDropzone disabled={previewing.isPending || starting.isPending} onFile={choose} />
            {previewing.isPending ? <p className="text-sm text-muted-foreground" aria-live="polite">Reading the file…</p> : null}
            {previewing.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {previewing.error.message}
              </p>
            ) : null}
          </CardContent>
        </Card>
        {preview ? (
          <>
            <Card>
              <CardHeader>
                <CardTitle>Columns</CardTitle>
                <CardDescription>We guessed what each column holds; change anything that is wrong.</CardDescription>
              </CardHeader>
              <CardContent>
                <MappingTable preview={preview} mapping={mapping} onChange={setMapping} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Preview</CardTitle>
                <CardDescription>{`The first ${preview.sample_rows.length} of ${preview.total_rows.toLocaleString()} rows.`}</CardDescription>
              </CardHeader>
              <CardContent>
                <SampleTable preview={preview} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Options</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-5">
                <fieldset className="grid gap-2">
                  <legend className="mb-1 text-sm font-medium">People already in the database (same email or phone)</legend>
                  {DEDUPE_CHOICES.map((choice) => (
                    <label key={choice.value} className="flex items-center gap-2 text-sm">
                      <input type="radio" name="dedupe" value={choice.value} checked={dedupe === choice.value} onChange={() => setDedupe(choice.value)} />
                      {choice.label}
                    </label>
                  ))}
                </fieldset>
                <div className="grid max-w-sm gap-1.5">
                  <Label htmlFor="import-tag">Tag everyone imported (optional)</Label>
                  <Input id="import-tag" value={tag} maxLength={60} onChange={(e) => setTag(e.target.value)} placeholder="e.g. Career fair 2026" />
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  <Button onClick={start} disabled={!!problem || starting.isPending}>
                    <Upload aria-hidden="true" /> {starting.isPending ? 'Starting…' : `Import ${preview.total_rows.toLocaleString()} rows`}
                  </Button>
                  {problem ? <p className="text-sm text-destructive">{problem}</p> : null}
                </div>
              </CardContent>
            </Card>
          </>
        ) : null}
      </div>
    </>
  );
}
