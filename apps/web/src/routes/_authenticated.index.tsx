import { can } from '@hirebase/shared';
import { createFileRoute, Link } from '@tanstack/react-router';
import { ArrowRight, Users } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth/use-auth';
import { HomeDashboard } from '@/features/dashboard/dashboard';
import { OrganizationCard } from '@/features/dashboard/organization-card';
import { PlanStatus } from '@/features/org/plan-summary';
import { AgencyDashboard } from '@/features/submissions/agency-dashboard';
import { useOrgInfo, useSubscription } from '@/features/org/use-current-org';

export const Route = createFileRoute('/_authenticated/')({ component: HomePage });

function greeting(now = new Date()): string {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

function HomePage() {
  const { user } = useAuth();
  const info = useOrgInfo();
  const subscription = useSubscription();
  const firstName = user?.first_name || user?.name.split(' ')[0] || '';
  const isAdmin = can(info.data?.role, 'team:manage');

  return (
    <>
      <PageHeader
        title={`${greeting()}${firstName ? `, ${firstName}` : ''}`}
        description={info.data ? `You're working in ${info.data.name}.` : 'Loading your organization…'}
      />
      <AgencyDashboard />
      <HomeDashboard />
      <div className="grid gap-6 md:grid-cols-2">
        <OrganizationCard info={info.data} />
        <Card>
          <CardHeader>
            <CardTitle>Plan</CardTitle>
            <CardDescription>What your organization can use</CardDescription>
          </CardHeader>
          <CardContent>
            {subscription.data ? (
              <PlanStatus subscription={subscription.data} />
            ) : subscription.isError ? (
              <p className="text-sm text-muted-foreground">Plan information is unavailable right now.</p>
            ) : (
              <Skeleton className="h-8" />
            )}
            <Button variant="link" className="mt-2 h-auto px-0" asChild>
              <Link to="/settings">
                See plan details <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </CardContent>
        </Card>
        {isAdmin ? (
          <Card className="md:col-span-2">
            <CardHeader>
              <CardTitle>Invite your team</CardTitle>
              <CardDescription>Recruiting goes faster together. Invite recruiters and hiring managers to {info.data?.name}.</CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild>
                <Link to="/settings/manage-team">
                  <Users aria-hidden="true" /> Manage team
                </Link>
              </Button>
            </CardContent>
          </Card>
        ) : null}
      </div>
    </>
  );
}
