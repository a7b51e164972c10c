import { createFileRoute, redirect } from '@tanstack/react-router';
import { optionalStrings } from '@/lib/search';

/**
 * `/login` is an old name for the sign-in page: it forwards to the one canonical page, `/sign-in`,
 * keeping `redirect` so the user still lands where they were going.
 */
export const Route = createFileRoute('/_auth/login')({
  validateSearch: optionalStrings('redirect'),
  beforeLoad: ({ search }: { search: { redirect?: string } }) => {
    throw redirect({ to: '/sign-in', search: { redirect: search.redirect }, replace: true });
  },
});
