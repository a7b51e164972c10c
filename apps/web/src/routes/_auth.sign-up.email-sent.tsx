import { MESSAGES } from '@hirebase/shared';
import { createFileRoute, Link } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { AuthCard } from '@/features/auth/auth-card';
import { identity } from '@/features/auth/identity-api';
import { isApiError } from '@/lib/api-client';
import { optionalStrings } from '@/lib/search';
import { toast } from '@/lib/toast-store';

export const Route = createFileRoute('/_auth/sign-up/email-sent')({
  validateSearch: optionalStrings('email'),
  component: EmailSentPage,
});

function EmailSentPage() {
  const { email } = Route.useSearch();
  const [sending, setSending] = useState(false);

  async function resend() {
    if (!email) return;
    setSending(true);
    try {
      await identity.sendVerificationEmail({ email, callbackURL: '/onboarding/profile' });
      toast.success('Verification email sent again');
    } catch (e) {
      toast.error(isApiError(e) && e.status < 500 && e.status > 0 ? e.message : MESSAGES.serverError);
    } finally {
      setSending(false);
    }
  }

  return (
    <AuthCard
      title="Check your email"
      footer={
        <Link to="/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <div className="flex items-start gap-3">
        <MailCheck className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
        <p className="text-sm">
          We sent a verification link to <strong className="break-all">{email ?? 'your email address'}</strong>. Open it to
          confirm your address and set up your profile. The link expires in 24 hours.
        </p>
      </div>
      <p className="text-sm text-muted-foreground">Didn't get it? Check your spam folder or send it again.</p>
      <Button variant="outline" onClick={resend} disabled={!email || sending}>
        {sending ? 'Sending…' : 'Resend verification email'}
      </Button>
    </AuthCard>
  );
}
