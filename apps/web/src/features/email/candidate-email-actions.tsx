import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-store';
import { emailApi, emailKeys, optOutQuery } from './api';
import { SendEmailDialog } from './send-email-dialog';

/** The profile's "Send email" button and its dialog. */
export function SendEmailButton({ candidate, jobId }: { candidate: { id: string; name: string; email: string | null }; jobId?: string | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} disabled={!candidate.email} title={candidate.email ? undefined : 'This candidate has no email address'}>
        <Mail aria-hidden="true" /> Send email
      </Button>
      <SendEmailDialog open={open} onOpenChange={setOpen} recipients={[{ id: candidate.id, name: candidate.name }]} jobId={jobId} />
    </>
  );
}

/** "Opted out of bulk email": bulk sends and automations skip the candidate. */
export function OptOutToggle({ candidateId, disabled = false }: { candidateId: string; disabled?: boolean }) {
  const queryClient = useQueryClient();
  const optOut = useQuery(optOutQuery(candidateId));
  const set = useMutation({
    mutationFn: emailApi.setOptOut,
    onSuccess: async (data) => {
      toast.success(data.email_opt_out ? 'Opted out of bulk email' : 'Bulk email allowed again');
      await Promise.all([queryClient.invalidateQueries({ queryKey: emailKeys.optOut(candidateId) }), queryClient.invalidateQueries({ queryKey: ['activity'] })]);
    },
  });
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={optOut.data?.email_opt_out ?? false}
        disabled={disabled || !optOut.data || set.isPending}
        onChange={(e) => set.mutate({ candidateId, optOut: e.target.checked })}
      />
      Opted out of bulk email
    </label>
  );
}
