import { can } from '@hirebase/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useRole } from '@/features/org/use-current-org';
import { toast } from '@/lib/toast-store';
import { downloadExport } from './api';

/** Shown on a finished export's operation page to managers and admins; the file is fetched with the bearer token. */
export function DownloadExportButton({ url }: { url: string }) {
  const role = useRole();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadExport(url);
    } catch {
      toast.error('The export could not be downloaded');
    } finally {
      setBusy(false);
    }
  };
  if (!can(role, 'exports:run')) return null;
  return (
    <Button onClick={() => void download()} disabled={busy}>
      <Download aria-hidden="true" /> {busy ? 'Downloading…' : 'Download file'}
    </Button>
  );
}
