import { ACCEPTED_UPLOAD_TYPES, MAX_FILES_PER_DROP } from '@hirebase/shared';
import { FileUp } from 'lucide-react';
import { useId } from 'react';
import { useDropzone } from 'react-dropzone';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { acceptedExtensions, dropOutcome, MAX_UPLOAD_BYTES } from './file-selection';

const accept: Record<string, string[]> = Object.fromEntries(Object.entries(ACCEPTED_UPLOAD_TYPES).map(([type, ext]) => [type, [...ext]]));

/**
 * Drop area for PDF and DOCX resumes (SPEC §5). The keyboard path is a real "Choose files" button;
 * the area itself is a drop target only, so nothing gets two tab stops.
 */
export function FileDropzone({ disabled, onFiles }: { disabled: boolean; onFiles: (files: File[]) => void }) {
  const hintId = useId();
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept,
    multiple: true,
    maxFiles: MAX_FILES_PER_DROP,
    maxSize: MAX_UPLOAD_BYTES,
    noClick: true,
    noKeyboard: true,
    disabled,
    onDrop: (accepted, rejections) => {
      const { files, messages } = dropOutcome(accepted, rejections);
      if (files.length > 0) onFiles(files);
      for (const message of messages) toast.error(message);
    },
  });
  return (
    <div
      {...getRootProps({
        role: 'group',
        'aria-label': 'Resume drop area',
        'aria-describedby': hintId,
        className: cn(
          'grid place-items-center gap-3 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors',
          isDragActive ? 'border-primary bg-primary/5' : 'border-input',
          disabled && 'opacity-60',
        ),
      })}
    >
      <input {...getInputProps({ 'aria-label': 'Resume files' })} />
      <FileUp className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="text-sm font-medium">{isDragActive ? 'Drop the resumes here' : 'Drag and drop resumes here, or'}</p>
      <Button variant="outline" disabled={disabled} onClick={open}>
        Choose files
      </Button>
      <p id={hintId} className="text-xs text-muted-foreground">
        {acceptedExtensions} · up to {MAX_FILES_PER_DROP} files at a time · 10 MB each
      </p>
    </div>
  );
}
