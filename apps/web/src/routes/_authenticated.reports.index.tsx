import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { parseReportsSearch } from '@/features/reports/report-search';
import { ReportsPage } from '@/features/reports/reports-page';

export const Route = createFileRoute('/_authenticated/reports/')({
  validateSearch: parseReportsSearch,
  component: function ReportsRoute() {
    const navigate = useNavigate({ from: '/reports/' });
    return <ReportsPage search={Route.useSearch()} onNavigate={(next) => void navigate({ search: next })} />;
  },
});
