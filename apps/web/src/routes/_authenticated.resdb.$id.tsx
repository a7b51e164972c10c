import { createFileRoute } from '@tanstack/react-router';
import { notFoundOn404 } from '@/features/candidates/api';
import { resumeQuery } from '@/features/resdb/api';
import { ResumePage } from '@/features/resdb/resume-page';

export const Route = createFileRoute('/_authenticated/resdb/$id')({
  loader: ({ context, params }) => notFoundOn404(context.queryClient.ensureQueryData(resumeQuery(params.id))),
  component: function ResumeRoute() {
    const { id } = Route.useParams();
    return <ResumePage key={id} id={id} />;
  },
});
