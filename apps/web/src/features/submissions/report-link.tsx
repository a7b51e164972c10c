import type { SubmissionsCreated } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { resumesListQuery } from '@/features/resdb/api';
import { toast } from '@/lib/toast-store';

/** A report link shown the one time it exists in the clear (the server keeps only its hash), with a copy button. */
export function ReportLink({ url, label }: { url: string; label: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Report link copied');
    } catch {
      toast.error('Copy failed: select the link and copy it');
    }
  }
  return (
    <div className="flex items-center gap-2">
      <Input
        aria-label={label}
        readOnly
        value={url}
        className="font-mono text-xs"
        onFocus={(e) => e.currentTarget.select()}
      />
      <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
        <Copy aria-hidden="true" /> Copy
      </Button>
    </div>
  );
}

/** One of the candidate's resume files, newest first; '' means none (or, with `emptyLabel`, the newest). */
export function ResumePicker({
  candidateId,
  value,
  onChange,
  label,
  emptyLabel,
}: {
  candidateId: string;
  value: string;
  onChange: (id: string) => void;
  label: string;
  emptyLabel: string;
}) {
  const resumes = useQuery(resumesListQuery({ candidate_id: candidateId, page_size: 20, sort: '-created_at' }));
  const files = resumes.data?.data ?? [];
  return (
    <NativeSelect
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={resumes.isLoading}
    >
      <option value="">{files.length === 0 && !resumes.isLoading ? 'No resume on file' : emptyLabel}</option>
      {files.map((r) => (
        <option key={r.id} value={r.id}>
          {r.file_name} · {new Date(r.created_at).toLocaleDateString()}
        </option>
      ))}
    </NativeSelect>
  );
}

/** After a submit: each candidate's report link, once. */
export function SentLinks({ sent, onDone }: { sent: SubmissionsCreated; onDone: () => void }) {
  const nameOf = (submissionId: string) => sent.submissions.find((s) => s.id === submissionId)?.candidate.name ?? 'Candidate';
  return (
    <div className="grid gap-3">
      <p className="text-sm">The report links went out by email. Copy any you need now: they are shown only this once.</p>
      {sent.report_links.map((l) => (
        <div key={l.submission_id} className="grid gap-1">
          <span className="text-sm font-medium">{nameOf(l.submission_id)}</span>
          <ReportLink url={l.url} label={`Report link for ${nameOf(l.submission_id)}`} />
        </div>
      ))}
      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
