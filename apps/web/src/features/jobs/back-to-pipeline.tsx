import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The way back from one of a job's own pages (configure, refine, recommendations…) to its board. */
export function BackToPipeline({ jobId }: { jobId: string }) {
  return (
    <Button variant="outline" asChild>
      <Link to="/jobs/$jobId" params={{ jobId }}>
        <ArrowLeft aria-hidden="true" /> Back to pipeline
      </Link>
    </Button>
  );
}
