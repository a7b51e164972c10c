import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, type ImportPreview, type ImportTarget } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { NativeSelect } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { customFieldsQuery } from '@/features/custom-fields/api';

export type Mapping = Record<string, ImportTarget | null>;

const targetLabel = (target: ImportTarget, custom: Map<string, string>) =>
  target.startsWith('cf.') ? (custom.get(target) ?? target.slice(3)) : IMPORT_FIELD_LABELS[target as keyof typeof IMPORT_FIELD_LABELS];

/** One row per column of the file: its name, a few sample values (as text) and what it becomes. */
export function MappingTable({ preview, mapping, onChange }: { preview: ImportPreview; mapping: Mapping; onChange: (next: Mapping) => void }) {
  const custom = useQuery(customFieldsQuery('candidate'));
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Column in the file</TableHead>
          <TableHead>Sample values</TableHead>
          <TableHead className="w-56">Import as</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {preview.headers.map((header, col) => {
          const samples = preview.sample_rows.map((r) => r[col] ?? '').filter(Boolean).slice(0, 3);
          return (
            <TableRow key={header}>
              <TableCell className="font-medium">{header}</TableCell>
              <TableCell className="max-w-xs truncate text-muted-foreground" title={samples.join(' · ')}>
                {samples.join(' · ') || '—'}
              </TableCell>
              <TableCell>
                <NativeSelect
                  aria-label={`Import “${header}” as`}
                  value={mapping[header] ?? ''}
                  onChange={(e) => onChange({ ...mapping, [header]: (e.target.value || null) as ImportTarget | null })}
                >
                  <option value="">Don’t import</option>
                  {IMPORT_FIELDS.map((field) => (
                    <option key={field} value={field}>
                      {IMPORT_FIELD_LABELS[field]}
                    </option>
                  ))}
                  {custom.data?.length ? (
                    <optgroup label="Custom fields">
                      {custom.data.map((f) => (
                        <option key={f.id} value={`cf.${f.key}`}>
                          {f.label}
                        </option>
                      ))}
                    </optgroup>
                  ) : null}
                </NativeSelect>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** The first rows as they will be read, for a last look before importing. */
export function SampleTable({ preview }: { preview: ImportPreview }) {
  return (
    <div className="overflow-x-auto">
      <Table>
        <TableHeader>
          <TableRow>
            {preview.headers.map((h) => (
              <TableHead key={h} className="whitespace-nowrap">
                {h}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {preview.sample_rows.map((row, i) => (
            <TableRow key={i}>
              {preview.headers.map((h, col) => (
                <TableCell key={h} className="max-w-48 truncate whitespace-nowrap" title={row[col] ?? ''}>
                  {row[col] ?? ''}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** What must hold before the import can start: a name column, and each single field used once. */
export function mappingProblem(mapping: Mapping, custom: Map<string, string> = new Map()): string | null {
  const fields = Object.values(mapping).filter((f): f is ImportTarget => f != null);
  if (!fields.includes('first_name') && !fields.includes('full_name')) return 'Choose a column for First name or Full name.';
  const repeated = fields.find((f, i) => f !== 'skills' && f !== 'tags' && fields.indexOf(f) !== i);
  return repeated ? `Only one column can be imported as ${targetLabel(repeated, custom)}.` : null;
}
