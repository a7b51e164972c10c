import { FileText, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatBytes, type SelectedFile } from './file-selection';
import { plural } from '@/lib/plural';

export function SelectedFilesList({ files, disabled, onRemove }: { files: SelectedFile[]; disabled: boolean; onRemove: (id: string) => void }) {
  if (files.length === 0) return null;
  const bytes = files.reduce((sum, f) => sum + f.file.size, 0);
  return (
    <section aria-label="Selected files" className="grid gap-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {plural(files.length, 'file')} selected · {formatBytes(bytes)}
      </p>
      <ul className="grid max-h-64 gap-1 overflow-y-auto rounded-md border p-1">
        {files.map(({ id, file }) => (
          <li key={id} className="flex items-center gap-2 rounded px-2 py-1 text-sm hover:bg-muted/50">
            <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="min-w-0 flex-1 truncate" title={file.name}>
              {file.name}
            </span>
            <span className="shrink-0 text-xs tabular-nums text-muted-foreground">{formatBytes(file.size)}</span>
            <Button variant="ghost" size="icon" className="size-7" disabled={disabled} aria-label={`Remove ${file.name}`} onClick={() => onRemove(id)}>
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
