import type { InvitationPreview } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Brand } from '@/components/brand';
import { PageMain } from '@/components/page-main';
import { FormMessage } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { AuthCard } from '@/features/auth/auth-card';
import { authStore } from '@/features/auth/auth-store';
import { InvitationView } from '@/features/team/invitation-view';
import { apiData, isApiError } from '@/lib/api-client';

export const Route = createFileRoute('/invitations/$token')({
  beforeLoad: () => authStore.ready(),
  component: InvitationPage,
});

function InvitationPage() {
  const { token } = Route.useParams();
  const preview = useQuery({
    queryKey: ['invitation-preview', token],
    queryFn: () => apiData<InvitationPreview>(`/public/invitations/${encodeURIComponent(token)}`, { auth: false }),
    retry: false,
  });

  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="px-6 py-5">
        <Brand />
      </header>
      <PageMain className="flex flex-1 items-start justify-center px-4 pb-16 pt-4 sm:pt-10">
        <AuthCard title={preview.data ? `Join ${preview.data.org_name} on Hirebase` : 'Team invitation'}>
          {preview.isLoading ? (
            <Skeleton className="h-24" />
          ) : preview.data ? (
            <InvitationView token={token} invitation={preview.data} />
          ) : (
            <FormMessage>
              {isApiError(preview.error) && preview.error.status === 404
                ? 'This invitation link is not valid. Ask the person who invited you to send a new one.'
                : 'The invitation could not be loaded. Try again in a moment.'}
            </FormMessage>
          )}
        </AuthCard>
      </PageMain>
    </div>
  );
}
