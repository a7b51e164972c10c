import { ChevronsUpDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { SwitchOrgDialog } from './switch-org-dialog';
import { useOrgInfo } from './use-current-org';

export function OrgSwitcher() {
  const [open, setOpen] = useState(false);
  const info = useOrgInfo();
  return (
    <>
      <Button variant="outline" className="max-w-64 justify-between gap-2" aria-label="Switch organization" onClick={() => setOpen(true)}>
        {info.data ? (
          <span className="truncate">{info.data.name}</span>
        ) : (
          <Skeleton className="h-4 w-24" />
        )}
        <ChevronsUpDown className="opacity-60" aria-hidden="true" />
      </Button>
      <SwitchOrgDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
