import { Upload } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useUploadPanel } from './upload-provider';

type Props = Omit<ButtonProps, 'onClick' | 'children'>;

/** "Upload resumes" on a job page: opens the per-job panel (SPEC §2: with jobId and jobName). */
export function UploadResumesButton({ jobId, jobName, ...props }: Props & { jobId: string; jobName: string }) {
  const { openJobPanel } = useUploadPanel();
  return (
    <Button {...props} onClick={() => openJobPanel({ jobId, jobName })}>
      <Upload aria-hidden="true" />
      Upload resumes
    </Button>
  );
}

/** "Upload resumes" on the resume database: opens the separate resume-database panel. */
export function UploadResdbButton(props: Props) {
  const { openResdbPanel } = useUploadPanel();
  return (
    <Button {...props} onClick={openResdbPanel}>
      <Upload aria-hidden="true" />
      Upload resumes
    </Button>
  );
}
