import { createFileRoute } from '@tanstack/react-router';
import { SignUpForm } from '@/features/auth/sign-up-form';
import { optionalStrings } from '@/lib/search';

export const Route = createFileRoute('/_auth/sign-up/')({
  validateSearch: optionalStrings('redirect', 'email'),
  component: SignUpPage,
});

function SignUpPage() {
  const { redirect, email } = Route.useSearch();
  return <SignUpForm redirect={redirect} email={email} />;
}
