import { createFileRoute } from '@tanstack/react-router';
import { CareerPagesSettings } from '@/features/careers/career-pages-settings';

export const Route = createFileRoute('/_authenticated/settings/career-pages')({ component: CareerPagesSettings });
