import { createFileRoute } from '@tanstack/react-router';
import { ImportPage } from '@/features/data-transfer/import-page';

export const Route = createFileRoute('/_authenticated/database/sync')({ component: ImportPage });
