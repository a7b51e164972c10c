import { can, type PossibleDuplicate } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import { useConfirm } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useRole } from '@/features/org/use-current-org';
import { toast } from '@/lib/toast-store';
import { focusRing } from '@/lib/utils';
import { possibleDuplicatesQuery, useConfirmDuplicate, useDismissDuplicate } from './api';

const SHARED: Record<PossibleDuplicate['reason'], string> = { phone: 'phone number', email: 'email' };

/**
 * Candidates who may be the same person as this one (they share a phone or email, without the evidence to
 * merge automatically). Confirming merges the other record into this one; dismissing keeps both
 * and the pair is not proposed again. Nothing shows when there is nothing to decide.
 */
export function PossibleDuplicates({ candidate }: { candidate: { id: string; name: string } }) {
  const duplicates = useQuery(possibleDuplicatesQuery(candidate.id));
  const role = useRole();
  const confirm = useConfirm();
  const confirmMerge = useConfirmDuplicate();
  const dismiss = useDismissDuplicate();
  const list = duplicates.data ?? [];
  if (list.length === 0) return null;
  const canDecide = can(role, 'candidates:write');
  const busy = confirmMerge.isPending || dismiss.isPending;

  async function onConfirm(duplicate: PossibleDuplicate) {
    const ok = await confirm({
      title: `Merge ${duplicate.candidate.name} into ${candidate.name}?`,
      description: `${duplicate.candidate.name} will be removed; their resumes, applications, notes and history move to ${candidate.name}. This cannot be undone.`,
      confirmText: 'Merge',
      destructive: true,
    });
    if (!ok) return;
    confirmMerge.mutate({ id: candidate.id, duplicate }, { onSuccess: () => toast.success(`Merged ${duplicate.candidate.name} into ${candidate.name}`) });
  }

  function onDismiss(duplicate: PossibleDuplicate) {
    dismiss.mutate({ id: candidate.id, duplicate }, { onSuccess: () => toast.success(`${duplicate.candidate.name} is kept as a different person`) });
  }

  return (
    <Card aria-labelledby="possible-duplicates-title" className="mb-6 border-amber-300 bg-amber-50 dark:bg-amber-950/30">
      <CardHeader>
        <CardTitle id="possible-duplicates-title" className="flex items-center gap-2">
          <Users className="size-4" aria-hidden="true" /> Possible duplicate
        </CardTitle>
        <CardDescription>
          {list.length === 1 ? 'Another candidate shares' : 'Other candidates share'} an identity with {candidate.name}. Are they the same person?
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {list.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border bg-background p-3">
              <div className="min-w-0 text-sm">
                <Link to="/database/candidate/$id" params={{ id: d.candidate.id }} className={`font-medium text-primary underline-offset-4 hover:underline ${focusRing}`}>
                  {d.candidate.name}
                </Link>
                <p className="text-muted-foreground">
                  Same {SHARED[d.reason]}: {d.value}
                  {d.candidate.email ? ` · ${d.candidate.email}` : ''}
                  {d.candidate.current_title ? ` · ${d.candidate.current_title}` : ''}
                </p>
              </div>
              {canDecide ? (
                <div className="flex gap-2">
                  <Button size="sm" onClick={() => void onConfirm(d)} disabled={busy} aria-label={`Confirm merge of ${d.candidate.name}`}>
                    Confirm merge
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => onDismiss(d)} disabled={busy} aria-label={`${d.candidate.name} is not the same person`}>
                    Not the same person
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
