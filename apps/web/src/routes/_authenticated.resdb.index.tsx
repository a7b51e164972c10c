import { createFileRoute } from '@tanstack/react-router';
import { ResdbPage } from '@/features/resdb/resdb-page';
import { parseResdbParams } from '@/features/resdb/resdb-params';

export const Route = createFileRoute('/_authenticated/resdb/')({
  validateSearch: parseResdbParams,
  component: function ResdbRoute() {
    return <ResdbPage params={Route.useSearch()} />;
  },
});
