import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form';
import { NativeSelect } from '@/components/ui/select';
import { rejectionReasonsQuery } from '@/features/pipelines/api';
import { plural } from '@/lib/plural';

/** Picks one of the organization's rejection reasons for the selected candidates. */
export function RejectDialog({ open, count, pending, onOpenChange, onReject }: {
  open: boolean;
  count: number;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onReject: (reason: string) => void;
}) {
  const reasons = useQuery({ ...rejectionReasonsQuery(), enabled: open });
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{`Reject ${plural(count, 'candidate')}`}</DialogTitle>
          <DialogDescription>They leave the board and keep their history. Rejected candidates stay visible in the list view.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason) return setError('Choose a rejection reason');
            setError(undefined);
            onReject(reason);
          }}
        >
          <FormField label="Rejection reason" error={error}>
            {(p) => (
              <NativeSelect {...p} value={reason} onChange={(e) => setReason(e.target.value)}>
                <option value="">Choose a reason…</option>
                {reasons.data?.map((r) => (
                  <option key={r.id} value={r.label}>
                    {r.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              Reject candidates
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
