import type { Candidate } from '@hirebase/shared';
import { useConfirm } from '@/components/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/lib/toast-store';
import { useMergeCandidates } from './api';
import { CandidatePicker } from './candidate-picker';

/** Pick the duplicate of `candidate`, confirm, and merge it in (the open record is kept). */
export function MergeDuplicateDialog({ candidate, open, onOpenChange }: { candidate: Candidate; open: boolean; onOpenChange: (open: boolean) => void }) {
  const confirm = useConfirm();
  const merge = useMergeCandidates();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Merge a duplicate into {candidate.name}</DialogTitle>
          <DialogDescription>The duplicate’s applications, notes, files and history move to {candidate.name}; the duplicate is removed.</DialogDescription>
        </DialogHeader>
        <CandidatePicker
          label="Find the duplicate"
          excludeIds={[candidate.id]}
          onSelect={async (duplicate) => {
            const ok = await confirm({
              title: `Merge ${duplicate.name} into ${candidate.name}?`,
              description: `${duplicate.name} will be removed; everything attached to them moves to ${candidate.name}. This cannot be undone.`,
              confirmText: 'Merge',
              destructive: true,
            });
            if (!ok) return;
            merge.mutate(
              { id: candidate.id, duplicateId: duplicate.id },
              {
                onSuccess: () => {
                  toast.success(`Merged ${duplicate.name} into ${candidate.name}`);
                  onOpenChange(false);
                },
              },
            );
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
