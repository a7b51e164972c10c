import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * The candidate report is a server-rendered public page (the server answers this path before the
 * app); a navigation inside the app reaches it by loading the address from the server.
 */
export const Route = createFileRoute('/reports/candidate-report/$rid')({
  component: function CandidateReportRoute() {
    useEffect(() => window.location.reload(), []);
    return <p className="p-6 text-sm text-muted-foreground">Opening the report…</p>;
  },
});
