import { createFileRoute } from '@tanstack/react-router';
import { AssessmentsPage } from '@/features/assessments/assessments-page';

export const Route = createFileRoute('/_authenticated/assessments/')({
  component: AssessmentsPage,
});
