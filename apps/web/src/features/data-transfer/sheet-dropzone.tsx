import { IMPORT_MAX_BYTES } from '@hirebase/shared';
import { FileSpreadsheet } from 'lucide-react';
import { useId } from 'react';
import { useDropzone } from 'react-dropzone';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';

const accept = {
  'text/csv': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

/** Drop area for one CSV or Excel file; the keyboard path is the "Choose file" button. */
export function SheetDropzone({ disabled, onFile }: { disabled: boolean; onFile: (file: File) => void }) {
  const hintId = useId();
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept,
    multiple: false,
    maxSize: IMPORT_MAX_BYTES,
    noClick: true,
    noKeyboard: true,
    disabled,
    onDrop: (accepted, rejections) => {
      if (accepted[0]) onFile(accepted[0]);
      const code = rejections[0]?.errors[0]?.code;
      if (code === 'file-too-large') toast.error('The file is larger than 10 MB.');
      else if (code) toast.error('Only CSV and Excel (.xlsx) files can be imported.');
    },
  });
  return (
    <div
      {...getRootProps({
        role: 'group',
        'aria-label': 'Import file drop area',
        'aria-describedby': hintId,
        className: cn(
          'grid place-items-center gap-3 rounded-lg border-2 border-dashed px-4 py-10 text-center transition-colors',
          isDragActive ? 'border-primary bg-primary/5' : 'border-input',
          disabled && 'opacity-60',
        ),
      })}
    >
      <input {...getInputProps({ 'aria-label': 'Import file' })} />
      <FileSpreadsheet className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="text-sm font-medium">{isDragActive ? 'Drop the file here' : 'Drag and drop a CSV or Excel file here, or'}</p>
      <Button variant="outline" disabled={disabled} onClick={open}>
        Choose file
      </Button>
      <p id={hintId} className="text-xs text-muted-foreground">
        .csv or .xlsx · first row holds the column names · up to 10,000 rows and 10 MB
      </p>
    </div>
  );
}
