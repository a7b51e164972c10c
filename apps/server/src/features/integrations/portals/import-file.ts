/**
 * Applicants from a portal's export (CSV or XLSX): the sheet is read and kept by the candidate import's
 * own preview (same format checks, formulas never evaluated, cells kept as typed text), the columns are
 * suggested from the portal's export headers, and each row becomes a candidate and an application in
 * its own transaction (admit.ts), so one bad row never undoes the others. The answer sums up the rows.
 */
import { IMPORT_FIELDS, PORTAL_IMPORT_MAX_ROWS, type ImportTarget, type PortalImportInput, type PortalImportPreview, type PortalImportResult } from '@hirebase/shared';
import { logActivity } from '../../../lib/activity';
import { AppError, notFound } from '../../../lib/app-error';
import type { AppContext } from '../../../lib/context';
import { loadImportFile, previewImport } from '../../data-transfer/imports.service';
import { columnsByField, rowToCandidate } from '../../data-transfer/import-row';
import { readSheet } from '../../data-transfer/read-sheet';
import type { ReceivedSheet } from '../../data-transfer/receive-sheet';
import { admit, recordAdmission } from './admit';
import type { PortalDef } from './definitions';
import { jobResolver } from './job-ref';

const normalize = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');
const JOB = 'job';

/** The portal's own headers first; the candidate import's guesses fill the columns it does not name. */
export function suggestPortalMapping(def: PortalDef, headers: string[], base: Record<string, ImportTarget | null>): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  const taken = new Set<string>();
  for (const h of headers) {
    const field = def.exportHeaders[normalize(h)];
    out[h] = field && !taken.has(field) ? field : null;
    if (out[h]) taken.add(out[h]!);
  }
  for (const h of headers) {
    const guess = base[h];
    if (out[h] || !guess || taken.has(guess)) continue;
    if ((guess === 'first_name' || guess === 'last_name') && taken.has('full_name')) continue;
    out[h] = guess;
    taken.add(guess);
  }
  return out;
}

export async function previewPortalImport(ctx: AppContext, def: PortalDef, { orgId, file }: { orgId: string; file: ReceivedSheet }): Promise<PortalImportPreview> {
  const preview = await previewImport(ctx.db, ctx.storage, { orgId, file });
  if (preview.total_rows > PORTAL_IMPORT_MAX_ROWS) {
    throw new AppError('validation_failed', `The file has ${preview.total_rows.toLocaleString('en-US')} rows; at most ${PORTAL_IMPORT_MAX_ROWS.toLocaleString('en-US')} are imported from a portal at once. Split it into smaller files.`);
  }
  return {
    file_key: preview.file_key,
    file_name: preview.file_name,
    headers: preview.headers,
    sample_rows: preview.sample_rows,
    total_rows: preview.total_rows,
    suggested_mapping: suggestPortalMapping(def, preview.headers, preview.suggested_mapping),
  };
}

const mappingError = (message: string) => new AppError('validation_failed', message, [{ path: 'mapping', message }]);

export async function importPortalFile(ctx: AppContext, def: PortalDef, { orgId, userId, accountId, input }: { orgId: string; userId: string; accountId: string; input: PortalImportInput }): Promise<PortalImportResult> {
  const { bytes, fileName } = await loadImportFile(ctx.storage, { orgId, fileKey: input.file_key });
  const sheet = await readSheet(fileName, bytes);
  if (sheet.rows.length > PORTAL_IMPORT_MAX_ROWS) throw new AppError('validation_failed', `At most ${PORTAL_IMPORT_MAX_ROWS} rows are imported from a portal at once.`);
  const fields: Record<string, ImportTarget> = {};
  let jobColumn = -1;
  for (const [header, target] of Object.entries(input.mapping)) {
    if (!target) continue;
    const index = sheet.headers.indexOf(header);
    if (index < 0) throw mappingError(`The file has no column “${header.slice(0, 80)}”`);
    if (target === JOB) {
      if (jobColumn >= 0) throw mappingError('Only one column can name the job');
      jobColumn = index;
    } else if ((IMPORT_FIELDS as readonly string[]).includes(target)) {
      if (target !== 'skills' && Object.values(fields).includes(target as ImportTarget)) throw mappingError(`Only one column can be imported as ${target.replace(/_/g, ' ')}`);
      fields[header] = target as ImportTarget;
    } else {
      throw mappingError(`Unknown field “${target.slice(0, 60)}”`);
    }
  }
  if (!Object.values(fields).some((f) => f === 'first_name' || f === 'full_name')) throw mappingError('Map a column to First name or Full name');
  const resolve = await jobResolver(ctx.db, { orgId, portal: def.id });
  const chosen = input.job_id ? resolve(input.job_id) : null;
  if (input.job_id && !chosen) throw notFound('Job');
  if (!chosen && jobColumn < 0) throw new AppError('validation_failed', 'Choose the job these applicants applied to, or map the column that names it', [{ path: 'job_id', message: 'Choose a job' }]);

  const columns = columnsByField(sheet.headers, fields);
  const result: PortalImportResult = { total: sheet.rows.length, created: 0, matched: 0, skipped: 0, rows: [] };
  for (const row of sheet.rows) {
    const parsed = rowToCandidate(row.cells, columns, { source: def.candidateSource });
    const name = parsed.ok ? `${parsed.candidate.first_name} ${parsed.candidate.last_name}`.trim() : '';
    const jobCell = jobColumn >= 0 ? (row.cells[jobColumn] ?? '') : '';
    const job = chosen ?? resolve(jobCell);
    const admission = await ctx.db.transaction(async (tx) => {
      const outcome = !parsed.ok
        ? { outcome: 'skipped' as const, reason: parsed.error, candidateId: null, applicationId: null }
        : !job
          ? { outcome: 'skipped' as const, reason: jobCell ? `No job matches “${jobCell.slice(0, 80)}”` : 'The row names no job', candidateId: null, applicationId: null }
          : await admit(tx, ctx, { def, orgId, actorId: userId, jobId: job.id, candidate: parsed.candidate });
      await recordAdmission(tx, { def, orgId, channel: 'file', ref: `${fileName}#${row.line}`, name, email: parsed.ok ? parsed.candidate.email : null, jobId: job?.id ?? null, createdBy: userId, admission: outcome });
      return outcome;
    });
    result[admission.outcome]++;
    result.rows.push({ line: row.line, outcome: admission.outcome, reason: admission.reason, name, candidate_id: admission.candidateId });
  }
  await logActivity(ctx.db, {
    orgId,
    actorId: userId,
    action: 'import',
    entityType: 'integration_account',
    entityId: accountId,
    changes: { file_name: { before: null, after: fileName }, created: { before: null, after: result.created }, matched: { before: null, after: result.matched }, skipped: { before: null, after: result.skipped } },
  });
  return result;
}
