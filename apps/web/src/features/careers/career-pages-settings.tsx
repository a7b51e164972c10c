import { can } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { FeatureGate } from '@/features/org/feature-gate';
import { useRole } from '@/features/org/use-current-org';
import { careerPageQuery } from './api';
import { CareerPageForm } from './career-page-form';
import { DeletionRequestsCard } from './deletion-requests-card';

/** /settings/career-pages: the careers site's address and branding, applying, default questions, deletion requests. */
export function CareerPagesSettings() {
  const role = useRole();
  const { data: page } = useQuery(careerPageQuery());
  return (
    <>
      <PageHeader title="Career pages" description="Your public careers site: its address, branding, privacy notice and the questions applicants answer." />
      <FeatureGate feature="career_pages" fallback={<p className="text-sm">Your plan does not include the careers site. Upgrade under Settings › Billing.</p>}>
        <div className="grid gap-6">
          {page ? <CareerPageForm key={page.updated_at} page={page} canManage={can(role, 'career_pages:manage')} /> : <Skeleton className="h-96" />}
          {can(role, 'privacy:manage') ? <DeletionRequestsCard /> : null}
        </div>
      </FeatureGate>
    </>
  );
}
