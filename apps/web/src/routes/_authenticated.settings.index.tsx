import { can } from '@hirebase/shared';
import { createFileRoute, Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { OrgNameForm } from '@/features/org/org-name-form';
import { PlanSummary } from '@/features/org/plan-summary';
import { useOrgInfo, useSubscription } from '@/features/org/use-current-org';

export const Route = createFileRoute('/_authenticated/settings/')({ component: SettingsPage });

function SettingsPage() {
  const info = useOrgInfo();
  const subscription = useSubscription();
  const role = info.data?.role;

  return (
    <>
      <PageHeader title="Settings" description={info.data ? `Settings for ${info.data.name}` : undefined} />
      <div className="grid gap-6">
        {can(role, 'team:manage') ? (
          <Card>
            <CardHeader>
              <CardTitle>Manage team</CardTitle>
              <CardDescription>Invite people, change roles and deactivate members.</CardDescription>
            </CardHeader>
            <CardContent>
              <Button variant="outline" asChild>
                <Link to="/settings/manage-team">
                  Open team settings <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </CardContent>
          </Card>
        ) : null}
        {can(role, 'pipelines:manage') ? (
          <Card>
            <CardHeader>
              <CardTitle>Pipelines</CardTitle>
              <CardDescription>Stage templates for new jobs, and the reasons offered when rejecting a candidate.</CardDescription>
            </CardHeader>
            <CardContent>
              <Button variant="outline" asChild>
                <Link to="/settings/pipelines">
                  Open pipelines <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </CardContent>
          </Card>
        ) : null}
        <Card>
          <CardHeader>
            <CardTitle>Communications</CardTitle>
            <CardDescription>Email templates with merge fields, your signature and the outbox of sent mail.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" asChild>
              <Link to="/settings/communications">
                Open communications <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </CardContent>
        </Card>
        {can(role, 'activity_log:read') ? (
          <Card>
            <CardHeader>
              <CardTitle>Activity log</CardTitle>
              <CardDescription>Who did what to which record, with filters by person, record, action and date.</CardDescription>
            </CardHeader>
            <CardContent>
              <Button variant="outline" asChild>
                <Link to="/settings/activity-log">
                  Open activity log <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </CardContent>
          </Card>
        ) : null}
        {can(role, 'operation_log:read') ? (
          <Card>
            <CardHeader>
              <CardTitle>Operation log</CardTitle>
              <CardDescription>Resume uploads, imports and exports, with what happened to each file.</CardDescription>
            </CardHeader>
            <CardContent>
              <Button variant="outline" asChild>
                <Link to="/settings/operation-log">
                  Open operation log <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </CardContent>
          </Card>
        ) : null}
        {can(role, 'exports:run') ? (
          <Card>
            <CardHeader>
              <CardTitle>Export candidates</CardTitle>
              <CardDescription>A CSV or Excel file of the candidates and fields you choose.</CardDescription>
            </CardHeader>
            <CardContent>
              <Button variant="outline" asChild>
                <Link to="/settings/database/export">
                  Open export <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </CardContent>
          </Card>
        ) : null}
        {can(role, 'org:update') && info.data ? (
          <Card>
            <CardHeader>
              <CardTitle>Organization</CardTitle>
              <CardDescription>The name your team and candidates see.</CardDescription>
            </CardHeader>
            <CardContent>
              <OrgNameForm org={info.data} />
            </CardContent>
          </Card>
        ) : null}
        <Card>
          <CardHeader>
            <CardTitle>Plan &amp; features</CardTitle>
            <CardDescription>Your subscription and what it includes.</CardDescription>
          </CardHeader>
          <CardContent>
            {subscription.data ? (
              <PlanSummary subscription={subscription.data} />
            ) : subscription.isError ? (
              <p className="text-sm text-muted-foreground">Plan information is unavailable right now.</p>
            ) : (
              <Skeleton className="h-24" />
            )}
          </CardContent>
        </Card>
        {info.isLoading ? <Skeleton className="h-24" /> : null}
      </div>
    </>
  );
}
