import { createFileRoute } from '@tanstack/react-router';
import { assessmentQuery } from '@/features/assessments/api';
import { AssessmentPage } from '@/features/assessments/assessment-page';
import { notFoundOn404 } from '@/features/candidates/api';

export const Route = createFileRoute('/_authenticated/assessments/$assessmentsId')({
  loader: ({ context, params }) => notFoundOn404(context.queryClient.ensureQueryData(assessmentQuery(params.assessmentsId))),
  component: function AssessmentRoute() {
    const { assessmentsId } = Route.useParams();
    return <AssessmentPage key={assessmentsId} id={assessmentsId} />;
  },
});
