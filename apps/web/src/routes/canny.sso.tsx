import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { StatusPage } from '@/components/status-page';
import { Button } from '@/components/ui/button';
import { requireUser } from '@/features/auth/guards';
import { apiData } from '@/lib/api-client';

type FeedbackSso = { configured: false } | { configured: true; url: string };

/** The sign-in hand-off to the feedback board: a signed-in user is sent on with a signed token of who they are. */
export const Route = createFileRoute('/canny/sso')({
  beforeLoad: async ({ location }) => {
    await requireUser(location);
  },
  loader: () => apiData<FeedbackSso>('/recruiter/feedback/sso'),
  component: FeedbackSsoPage,
});

function FeedbackSsoPage() {
  const sso = Route.useLoaderData();
  useEffect(() => {
    if (sso.configured) window.location.replace(sso.url);
  }, [sso]);
  if (sso.configured) {
    return (
      <StatusPage title="Opening the feedback board…" description={<p>You are being signed in to the feedback board. If nothing happens, use the link below.</p>}>
        <Button asChild>
          <a href={sso.url}>Continue to the feedback board</a>
        </Button>
      </StatusPage>
    );
  }
  return (
    <StatusPage
      title="Feedback is not configured"
      description={
        <p>
          This installation has no feedback board set up. Your administrator can connect one by setting FEEDBACK_BOARD_URL and
          FEEDBACK_SSO_SECRET on the server. Meanwhile, you can send your idea to support as a feature request.
        </p>
      }
    >
      <Button asChild>
        <Link to="/support">Contact support</Link>
      </Button>
      <Button variant="outline" asChild>
        <Link to="/">Back to home</Link>
      </Button>
    </StatusPage>
  );
}
