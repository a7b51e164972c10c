import { DEFAULT_EXPORT_FIELDS, EXPORT_FIELD_LABELS, EXPORT_FIELDS, type ExportField, type ExportFilters } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { ExportCustomFields, type ExportCustom } from '@/features/custom-fields/export-custom-fields';
import { jobsListQuery } from '@/features/jobs/api';
import { tagsQuery } from '@/features/tags/api';
import { useStartExport } from './api';

const WITHIN = [
  ['', 'Any time'],
  ['7', 'Last 7 days'],
  ['30', 'Last 30 days'],
  ['90', 'Last 90 days'],
  ['365', 'Last year'],
] as const;

type FilterForm = { q: string; location: string; skills: string; source: string; tag_id: string; job_id: string; within: string };
const EMPTY: FilterForm = { q: '', location: '', skills: '', source: '', tag_id: '', job_id: '', within: '' };

/** The form's values as the API's filters: empty inputs are left out. */
export function toFilters(f: FilterForm): ExportFilters {
  const skills = f.skills.split(/[,;]/).map((s) => s.trim()).filter(Boolean);
  return {
    ...(f.q.trim() ? { q: f.q.trim() } : {}),
    ...(f.location.trim() ? { location: f.location.trim() } : {}),
    ...(f.source.trim() ? { source: f.source.trim() } : {}),
    ...(skills.length ? { skills } : {}),
    ...(f.tag_id ? { tag_ids: [f.tag_id] } : {}),
    ...(f.job_id ? { job_id: f.job_id } : {}),
    ...(f.within ? { updated_within_days: Number(f.within) } : {}),
  };
}

/** /settings/database/export: format, fields and filters → an export operation with a download link. */
export function ExportPage() {
  const navigate = useNavigate();
  const exporting = useStartExport();
  const tags = useQuery(tagsQuery('candidates'));
  const jobs = useQuery(jobsListQuery({ page_size: 100, sort: 'title' }));
  const [format, setFormat] = useState<'csv' | 'xlsx'>('xlsx');
  const [fields, setFields] = useState<ExportField[]>(DEFAULT_EXPORT_FIELDS);
  const [filters, setFilters] = useState<FilterForm>(EMPTY);
  const [custom, setCustom] = useState<ExportCustom>({ columns: [], filters: {} });
  const set = (key: keyof FilterForm) => (e: { target: { value: string } }) => setFilters((f) => ({ ...f, [key]: e.target.value }));
  const toggle = (field: ExportField, on: boolean) => setFields((now) => EXPORT_FIELDS.filter((f) => (f === field ? on : now.includes(f))));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (fields.length === 0) return;
    exporting.mutate(
      { format, fields, custom_fields: custom.columns, filters: { ...toFilters(filters), ...(Object.keys(custom.filters).length ? { custom_fields: custom.filters } : {}) } },
      { onSuccess: (op) => void navigate({ to: '/settings/operation-log/$operation_id', params: { operation_id: op.id } }) },
    );
  };

  return (
    <>
      <PageHeader title="Export candidates" description="A spreadsheet of the candidates you choose, with the fields you choose. Cells are written as plain values, never formulas." />
      <form className="grid gap-6" onSubmit={submit}>
        <Card>
          <CardHeader>
            <CardTitle>Format</CardTitle>
          </CardHeader>
          <CardContent>
            <fieldset className="flex flex-wrap gap-6">
              <legend className="sr-only">File format</legend>
              {(['xlsx', 'csv'] as const).map((f) => (
                <label key={f} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="format" value={f} checked={format === f} onChange={() => setFormat(f)} />
                  {f === 'xlsx' ? 'Excel (.xlsx)' : 'CSV (UTF-8)'}
                </label>
              ))}
            </fieldset>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Fields</CardTitle>
            <CardDescription>Columns of the file, in this order.</CardDescription>
          </CardHeader>
          <CardContent>
            <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              <legend className="sr-only">Fields</legend>
              {EXPORT_FIELDS.map((field) => (
                <label key={field} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={fields.includes(field)} onChange={(e) => toggle(field, e.target.checked)} />
                  {EXPORT_FIELD_LABELS[field]}
                </label>
              ))}
            </fieldset>
            {fields.length === 0 ? <p className="mt-2 text-sm text-destructive">Choose at least one field.</p> : null}
          </CardContent>
        </Card>
        <ExportCustomFields value={custom} onChange={setCustom} />
        <Card>
          <CardHeader>
            <CardTitle>Which candidates</CardTitle>
            <CardDescription>Leave everything empty to export everyone.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor="export-q">Search text</Label>
              <Input id="export-q" value={filters.q} onChange={set('q')} maxLength={500} placeholder='e.g. "data engineer" python' />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="export-skills">Skills (comma-separated, any of)</Label>
              <Input id="export-skills" value={filters.skills} onChange={set('skills')} maxLength={500} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="export-location">Location</Label>
              <Input id="export-location" value={filters.location} onChange={set('location')} maxLength={120} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="export-source">Source</Label>
              <Input id="export-source" value={filters.source} onChange={set('source')} maxLength={80} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="export-tag">Tag</Label>
              <NativeSelect id="export-tag" value={filters.tag_id} onChange={set('tag_id')}>
                <option value="">Any tag</option>
                {(tags.data ?? []).map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="export-job">In job</Label>
              <NativeSelect id="export-job" value={filters.job_id} onChange={set('job_id')}>
                <option value="">Any job</option>
                {(jobs.data?.data ?? []).map((j) => (
                  <option key={j.id} value={j.id}>
                    {j.title}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="export-within">Updated</Label>
              <NativeSelect id="export-within" value={filters.within} onChange={set('within')}>
                {WITHIN.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </CardContent>
        </Card>
        <div>
          <Button type="submit" disabled={fields.length === 0 || exporting.isPending}>
            <Download aria-hidden="true" /> {exporting.isPending ? 'Starting…' : 'Export'}
          </Button>
        </div>
      </form>
    </>
  );
}
