import { findUnknownFields, type CustomMergeNames } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { FormMessage } from '@/components/ui/form';
import { useDebouncedValue } from '@/features/candidates/use-debounced-value';
import { previewQuery, type PreviewInput } from './api';

/** Unknown fields in a subject and body, known as the user types (the server checks again). */
export function unknownFieldsOf(subject: string, body: string, custom?: CustomMergeNames): string[] {
  return [...new Set([...findUnknownFields(subject, custom), ...findUnknownFields(body, custom)])];
}

export function UnknownFieldsAlert({ fields }: { fields: string[] }) {
  if (fields.length === 0) return null;
  return (
    <FormMessage>
      Unknown merge {fields.length === 1 ? 'field' : 'fields'}: {fields.map((f) => `{{${f}}}`).join(', ')}. Fix {fields.length === 1 ? 'it' : 'them'} before saving or sending.
    </FormMessage>
  );
}

/** The message as the recipient reads it: rendered on the server, shown as plain text. */
export function EmailPreviewPanel({ input, recipientLabel }: { input: PreviewInput; recipientLabel: string }) {
  const debounced = useDebouncedValue(input, 300);
  const ready = Boolean(debounced.template_id || debounced.subject || debounced.body);
  const preview = useQuery({ ...previewQuery(debounced), enabled: ready });
  const missing = preview.data?.missing_fields ?? [];
  return (
    <section aria-label="Preview" className="grid gap-2 rounded-md border bg-muted/30 p-3">
      <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Preview · {recipientLabel}</p>
      {!ready ? <p className="text-sm text-muted-foreground">Write a subject or a message to see it here.</p> : null}
      {preview.isError ? <p className="text-sm text-destructive">{preview.error.message}</p> : null}
      {ready && preview.data ? (
        <>
          <p className="text-sm font-semibold break-words" data-testid="preview-subject">
            {preview.data.subject}
          </p>
          <p className="max-h-72 overflow-auto whitespace-pre-wrap break-words text-sm" data-testid="preview-body">
            {preview.data.body}
          </p>
          {missing.length > 0 ? (
            <p className="text-xs text-muted-foreground">
              No value yet for {missing.map((f) => `{{${f}}}`).join(', ')}
              {missing.includes('interview.time') ? ' — recipients without a scheduled interview are skipped.' : '.'}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
