import { can } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FeatureGate } from '@/features/org/feature-gate';
import { useRole } from '@/features/org/use-current-org';
import { portalQuery } from './portal-api';
import { PortalJobs } from './portal-jobs';

/** On a job's publish page: the job on Naukri — published or not, what Naukri still needs, Publish / Unpublish. */
function NaukriForJob({ jobId }: { jobId: string }) {
  const role = useRole();
  const { data: page } = useQuery(portalQuery('naukri'));
  if (!page) return null;
  const job = page.jobs.find((j) => j.job_id === jobId);
  return (
    <Card className="mt-6" aria-labelledby="job-portals-title">
      <CardHeader>
        <CardTitle id="job-portals-title">Job portals</CardTitle>
        <CardDescription>
          {page.name}: published jobs go out through its feed once every field it requires is filled.{' '}
          <Link to="/apps/naukri" className="underline">
            {page.name} settings
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!page.connected ? (
          <p className="text-sm text-muted-foreground">{page.name} is not connected. An administrator connects it under Apps.</p>
        ) : job ? (
          <PortalJobs portal={page.portal} portalName={page.name} jobs={[job]} fields={page.fields} defaults={page.settings?.defaults ?? {}} canPublish={can(role, 'career_pages:manage')} />
        ) : null}
      </CardContent>
    </Card>
  );
}

export function JobPortalsCard({ jobId }: { jobId: string }) {
  return (
    <FeatureGate feature="job_portals">
      <NaukriForJob jobId={jobId} />
    </FeatureGate>
  );
}
