import { createFileRoute, Link } from '@tanstack/react-router';
import { Copy, KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Brand } from '@/components/brand';
import { PageMain } from '@/components/page-main';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { AuthCard } from '@/features/auth/auth-card';
import { requireOrgMember } from '@/features/auth/guards';
import { apiData } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';

type Issued = { token: string; expires_at: string };

/** The giving side of the hand-off: a signed-in member makes a one-time link that signs another browser or app in. */
export const Route = createFileRoute('/oneauth/connect')({
  beforeLoad: async ({ location }) => {
    await requireOrgMember(location);
  },
  component: OneAuthConnectPage,
});

function OneAuthConnectPage() {
  const [issued, setIssued] = useState<Issued | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!issued) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [issued]);
  const left = issued ? Math.max(0, Math.ceil((new Date(issued.expires_at).getTime() - now) / 1000)) : 0;
  const link = issued ? `${window.location.origin}/oneauth/${issued.token}` : '';

  async function create() {
    setBusy(true);
    setError(null);
    try {
      setIssued(await apiData<Issued>('/recruiter/oneauth/tokens', { method: 'POST', body: {} }));
      setNow(Date.now());
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The link could not be made.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="px-6 py-5">
        <Brand />
      </header>
      <PageMain className="flex flex-1 items-start justify-center px-4 pb-16 pt-4 sm:pt-10">
        <AuthCard
          title="Sign in elsewhere"
          description="Make a one-time link that signs you in, in this organization, on another browser, device or companion app. It works once, for 60 seconds."
          footer={<Link to="/">Back to the app</Link>}
        >
          {error ? <FormMessage>{error}</FormMessage> : null}
          {issued && left > 0 ? (
            <div className="grid gap-2">
              <label className="text-sm font-medium" htmlFor="oneauth-link">
                Your sign-in link
              </label>
              <Input id="oneauth-link" readOnly value={link} onFocus={(e) => e.target.select()} />
              <p className="text-sm text-muted-foreground" role="status">
                Works once, for {left} more {left === 1 ? 'second' : 'seconds'}. Anyone who opens it is signed in as you — share it with no one.
              </p>
              <Button
                variant="outline"
                onClick={() =>
                  void navigator.clipboard.writeText(link).then(
                    () => toast.success('Link copied'),
                    () => toast.error('Copy the link from the box instead'),
                  )
                }
              >
                <Copy aria-hidden="true" /> Copy link
              </Button>
            </div>
          ) : (
            <>
              {issued ? <p className="text-sm text-muted-foreground">That link has expired. Make a new one when the other side is ready.</p> : null}
              <Button onClick={() => void create()} disabled={busy}>
                <KeyRound aria-hidden="true" /> {issued ? 'Make a new link' : 'Make a sign-in link'}
              </Button>
            </>
          )}
        </AuthCard>
      </PageMain>
    </div>
  );
}
