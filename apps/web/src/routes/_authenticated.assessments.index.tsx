import { createFileRoute, notFound } from '@tanstack/react-router';

/** Registered by SPEC §2; this area is not built yet, so it answers with the not-found page. */
export const Route = createFileRoute('/_authenticated/assessments/')({
  loader: () => {
    throw notFound();
  },
});
