import type { Job } from '@hirebase/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowRightLeft, Tag, X, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { SendAssessmentButton } from '@/features/assessments/invite-dialog';
import { BulkEmailButton } from '@/features/email/bulk-email-button';
import { jobKeys } from '@/features/jobs/api';
import { toast } from '@/lib/toast-store';
import { applicationKeys, applicationsApi } from './api';
import { RejectDialog } from './reject-dialog';
import { TagDialog } from './tag-dialog';
import { useMoveApplications } from './use-move-applications';
import { plural } from '@/lib/plural';

/** Actions on the selected applications: move (optimistic), reject with a reason, tag. */
export function BulkBar({ job, ids, onDone }: { job: Job; ids: string[]; onDone: () => void }) {
  const queryClient = useQueryClient();
  const move = useMoveApplications(job.id);
  const [dialog, setDialog] = useState<'reject' | 'tag' | null>(null);
  const bulk = useMutation({
    mutationFn: applicationsApi.bulk,
    onSuccess: async (_data, input) => {
      toast.success(input.action === 'reject' ? `Rejected ${plural(ids.length, 'candidate')}` : 'Tag added');
      setDialog(null);
      onDone();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.job(job.id) }),
        queryClient.invalidateQueries({ queryKey: jobKeys.detail(job.id) }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
  if (ids.length === 0) return null;

  return (
    <div role="toolbar" aria-label="Selected candidates" className="sticky bottom-4 z-20 mx-auto mt-4 flex w-fit flex-wrap items-center gap-2 rounded-lg border bg-popover p-2 shadow-lg">
      <span className="px-2 text-sm font-medium" aria-live="polite">
        {ids.length} selected
      </span>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm">
            <ArrowRightLeft aria-hidden="true" /> Move to…
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>Move to stage</DropdownMenuLabel>
          {job.stages.map((stage) => (
            <DropdownMenuItem key={stage.id} onSelect={() => move.mutate({ ids, stage }, { onSuccess: () => toast.success(`Moved to ${stage.name}`) })}>
              {stage.name}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <Button variant="outline" size="sm" onClick={() => setDialog('reject')}>
        <XCircle aria-hidden="true" /> Reject
      </Button>
      <Button variant="outline" size="sm" onClick={() => setDialog('tag')}>
        <Tag aria-hidden="true" /> Tag
      </Button>
      <BulkEmailButton jobId={job.id} applicationIds={ids} onSent={onDone} />
      <SendAssessmentButton jobId={job.id} applicationIds={ids} onSent={onDone} />
      <Button variant="ghost" size="sm" onClick={onDone}>
        <X aria-hidden="true" /> Clear selection
      </Button>
      <RejectDialog
        open={dialog === 'reject'}
        count={ids.length}
        pending={bulk.isPending}
        onOpenChange={(open) => setDialog(open ? 'reject' : null)}
        onReject={(reason) => bulk.mutate({ action: 'reject', application_ids: ids, rejection_reason: reason })}
      />
      <TagDialog
        open={dialog === 'tag'}
        count={ids.length}
        pending={bulk.isPending}
        onOpenChange={(open) => setDialog(open ? 'tag' : null)}
        onTag={(tagId) => bulk.mutate({ action: 'tag', application_ids: ids, tag_id: tagId })}
      />
    </div>
  );
}
