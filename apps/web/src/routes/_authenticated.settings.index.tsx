import { can, type Permission } from '@hirebase/shared';
import { createFileRoute, Link, type LinkProps } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { OrgNameForm } from '@/features/org/org-name-form';
import { PlanSummary } from '@/features/org/plan-summary';
import { useOrgInfo, useSubscription } from '@/features/org/use-current-org';

export const Route = createFileRoute('/_authenticated/settings/')({ component: SettingsPage });

/** The settings pages, each shown to the roles that may use it. */
const SECTIONS: { title: string; description: string; action: string; to: LinkProps['to']; permission?: Permission }[] =
  [
    {
      title: 'Manage team',
      description: 'Invite people, change roles and deactivate members.',
      action: 'Open team settings',
      to: '/settings/manage-team',
      permission: 'team:manage',
    },
    {
      title: 'Pipelines',
      description: 'Stage templates for new jobs, and the reasons offered when rejecting a candidate.',
      action: 'Open pipelines',
      to: '/settings/pipelines',
      permission: 'pipelines:manage',
    },
    {
      title: 'Communications',
      description: 'Email templates with merge fields, your signature and the outbox of sent mail.',
      action: 'Open communications',
      to: '/settings/communications',
    },
    {
      title: 'Career pages',
      description: 'Your public careers site: address, branding, privacy notice, default questions and data-deletion requests.',
      action: 'Open career pages',
      to: '/settings/career-pages',
      permission: 'career_pages:manage',
    },
    {
      title: 'Custom fields',
      description: 'Fields your team adds to candidates, jobs, applications, clients and contacts.',
      action: 'Open custom fields',
      to: '/settings/custom-fields',
      permission: 'custom_fields:manage',
    },
    {
      title: 'Billing',
      description: 'Your plan, seats and open jobs against its limits, invoices, and plan changes.',
      action: 'Open billing',
      to: '/settings/billing',
      permission: 'billing:read',
    },
    {
      title: 'API keys',
      description: 'Keys that let other systems read and change your data through the Hirebase API.',
      action: 'Open API keys',
      to: '/settings/api',
      permission: 'integrations:manage',
    },
    {
      title: 'Webhooks',
      description: 'Addresses Hirebase notifies when candidates, applications and submissions change, with each delivery’s log.',
      action: 'Open webhooks',
      to: '/settings/webhooks',
      permission: 'integrations:manage',
    },
    {
      title: 'Activity log',
      description: 'Who did what to which record, with filters by person, record, action and date.',
      action: 'Open activity log',
      to: '/settings/activity-log',
      permission: 'activity_log:read',
    },
    {
      title: 'Operation log',
      description: 'Resume uploads, imports and exports, with what happened to each file.',
      action: 'Open operation log',
      to: '/settings/operation-log',
      permission: 'operation_log:read',
    },
    {
      title: 'Export candidates',
      description: 'A CSV or Excel file of the candidates and fields you choose.',
      action: 'Open export',
      to: '/settings/database/export',
      permission: 'exports:run',
    },
  ];

function SettingsPage() {
  const info = useOrgInfo();
  const subscription = useSubscription();
  const role = info.data?.role;

  return (
    <>
      <PageHeader title="Settings" description={info.data ? `Settings for ${info.data.name}` : undefined} />
      <div className="grid gap-6">
        {SECTIONS.filter((section) => !section.permission || can(role, section.permission)).map((section) => (
          <Card key={section.to}>
            <CardHeader>
              <CardTitle>{section.title}</CardTitle>
              <CardDescription>{section.description}</CardDescription>
            </CardHeader>
            <CardContent>
              <Button variant="outline" asChild>
                <Link to={section.to}>
                  {section.action} <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </CardContent>
          </Card>
        ))}
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
