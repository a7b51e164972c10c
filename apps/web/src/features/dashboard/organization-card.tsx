import type { OrgInfo } from '@hirebase/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { plural } from '@/lib/plural';

/**
 * The home page's organization card: the organization's name and its figures. The careers site is
 * reached from Settings › Career pages, not from here.
 */
export function OrganizationCard({ info }: { info: OrgInfo | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Organization</CardTitle>
        <CardDescription>Your current workspace</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        {info ? (
          <>
            <p className="text-lg font-semibold">{info.name}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Team size</dt>
              <dd>{plural(info.member_count, 'member')}</dd>
            </dl>
          </>
        ) : (
          <Skeleton className="h-16" />
        )}
      </CardContent>
    </Card>
  );
}
