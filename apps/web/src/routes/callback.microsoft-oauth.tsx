import { createFileRoute, notFound } from '@tanstack/react-router';

/** Registered by SPEC §2; this area is not built yet, so it answers with the not-found page. */
export const Route = createFileRoute('/callback/microsoft-oauth')({
  loader: () => {
    throw notFound();
  },
});
