/** The import and export workers, started next to the parse workers (main.ts) or by a test. */
import type { AppContext } from '../../lib/context';
import { startExportWorkers } from './export.job';
import { startImportWorkers } from './import.job';

export async function startDataTransferWorkers(ctx: AppContext) {
  await startImportWorkers(ctx);
  await startExportWorkers(ctx);
}
