import { MESSAGES, passwordProblem } from '@hirebase/shared';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { AuthCard } from '@/features/auth/auth-card';
import { identity } from '@/features/auth/identity-api';
import { usePublicConfig } from '@/features/auth/use-public-config';
import { isApiError } from '@/lib/api-client';
import { optionalStrings } from '@/lib/search';
import { toast } from '@/lib/toast-store';

export const Route = createFileRoute('/_auth/auth/set-password')({
  validateSearch: optionalStrings('token', 'error'),
  component: SetPasswordPage,
});

type Values = { password: string; confirm: string };

function SetPasswordPage() {
  const { token, error } = Route.useSearch();
  const { config } = usePublicConfig();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues } = useForm<Values>({ defaultValues: { password: '', confirm: '' } });

  if (error || !token) {
    return (
      <AuthCard title="This link has expired" description="Password reset links work once and expire after an hour.">
        <FormMessage>{error === 'INVALID_TOKEN' ? 'The reset link is invalid or has expired.' : 'The reset link is missing its token.'}</FormMessage>
        <Button asChild>
          <Link to="/forgot-password">Send a new reset link</Link>
        </Button>
      </AuthCard>
    );
  }

  async function onSubmit({ password }: Values) {
    setServerError(null);
    try {
      await identity.resetPassword({ newPassword: password, token: token! });
      toast.success('Your password was changed. Sign in with your new password.');
      await navigate({ to: '/sign-in' });
    } catch (e) {
      setServerError(isApiError(e) && e.status > 0 && e.status < 500 ? e.message : MESSAGES.serverError);
    }
  }

  const errors = formState.errors;
  return (
    <AuthCard title="Set a new password" description="Choose a password you don't use anywhere else.">
      <form className="grid gap-4" onSubmit={handleSubmit(onSubmit)} noValidate>
        {serverError ? (
          <FormMessage>
            {serverError}{' '}
            <Link to="/forgot-password" className="underline">
              Request a new link
            </Link>
          </FormMessage>
        ) : null}
        <FormField label="New password" error={errors.password?.message} hint={`At least ${config.password_policy.min_length} characters.`}>
          {(p) => (
            <Input {...p} type="password" autoComplete="new-password" {...register('password', { validate: (v) => passwordProblem(v, config.password_policy) ?? true })} />
          )}
        </FormField>
        <FormField label="Confirm password" error={errors.confirm?.message}>
          {(p) => (
            <Input
              {...p}
              type="password"
              autoComplete="new-password"
              {...register('confirm', { validate: (v) => v === getValues('password') || 'Passwords do not match' })}
            />
          )}
        </FormField>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : 'Set password'}
        </Button>
      </form>
    </AuthCard>
  );
}
