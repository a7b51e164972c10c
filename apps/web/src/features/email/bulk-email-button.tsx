import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { jobApplicationsQuery } from '@/features/applications/api';
import { SendEmailDialog } from './send-email-dialog';

/** The pipeline board's bulk "Email" action: the selected applications' candidates, in the job's context. */
export function BulkEmailButton({ jobId, applicationIds, onSent }: { jobId: string; applicationIds: string[]; onSent: () => void }) {
  const [open, setOpen] = useState(false);
  // The board already holds the job's applications: this reads them from the cache.
  const apps = useQuery(jobApplicationsQuery(jobId));
  const byId = new Map((apps.data ?? []).map((a) => [a.id, a.candidate]));
  // In the board's order: the preview shows the first of them.
  const recipients = applicationIds.flatMap((id) => {
    const c = byId.get(id);
    return c ? [{ id: c.id, name: c.name }] : [];
  });
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} disabled={recipients.length === 0}>
        <Mail aria-hidden="true" /> Email
      </Button>
      <SendEmailDialog open={open} onOpenChange={setOpen} recipients={recipients} jobId={jobId} onSent={onSent} />
    </>
  );
}
