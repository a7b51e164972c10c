import { Hono, type Context } from 'hono';
import { REPORT_LABELS, REPORT_NAMES, reportQuerySchema, reportRecordsQuerySchema, savedReportInputSchema, savedReportPatchSchema, type ReportName } from '@hirebase/shared';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { orgOf, requirePermission } from '../../lib/guards';
import { ok, parseBody, validate, type HonoEnv } from '../../lib/http';
import { drillDown, runReport } from './reports.service';
import { editSavedReport, removeSavedReport, savedReportList, saveReport, sendSavedReportNow } from './saved-reports.service';
import { toCsv, toXlsx, type Table } from './sheet';

const nameSchema = z.object({ name: z.enum(REPORT_NAMES) });

function viewer(c: Context<HonoEnv>) {
  const auth = c.get('auth');
  const { orgId, role } = orgOf(auth);
  return { orgId, role, userId: auth.userId };
}

async function download(c: Context<HonoEnv>, table: Table, format: 'csv' | 'xlsx') {
  const file = `${table.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.${format}`;
  c.header('Content-Disposition', `attachment; filename="${file}"`);
  if (format === 'csv') return c.body(toCsv(table), 200, { 'Content-Type': 'text/csv; charset=utf-8' });
  return c.body(new Uint8Array(await toXlsx(table)), 200, { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

export function reportsRoutes(ctx: AppContext) {
  const { db } = ctx;
  const read = requirePermission('reports:read');
  return new Hono<HonoEnv>()
    .get('/saved-reports', read, async (c) => ok(c, await savedReportList(db, viewer(c))))
    .post('/saved-reports', read, async (c) => ok(c, await saveReport(ctx, viewer(c), await parseBody(c, savedReportInputSchema)), 201))
    .patch('/saved-reports/:id', read, async (c) => ok(c, await editSavedReport(ctx, viewer(c), c.req.param('id'), await parseBody(c, savedReportPatchSchema))))
    .delete('/saved-reports/:id', read, async (c) => {
      await removeSavedReport(db, viewer(c), c.req.param('id'));
      return ok(c, { id: c.req.param('id') });
    })
    .post('/saved-reports/:id/send', read, async (c) => ok(c, { sent: await sendSavedReportNow(ctx, viewer(c), c.req.param('id')) }))
    .get('/reports/:name', read, async (c) => {
      const { name } = validate(nameSchema, { name: c.req.param('name') });
      const q = validate(reportQuerySchema, c.req.query());
      const data = await runReport(db, viewer(c), name, q);
      if (q.format === 'json') return ok(c, data);
      const header = ['Row', ...data.columns.map((col) => col.label)];
      const line = (label: string, values: Record<string, unknown>) => [label, ...data.columns.map((col) => (values[col.key] as number | null) ?? null)];
      const rows = [...data.rows.map((r) => line(r.label, r)), line('Total', data.totals)];
      return download(c, { name: `${REPORT_LABELS[name as ReportName]} ${data.period.from} to ${data.period.to}`, header, rows }, q.format);
    })
    .get('/reports/:name/records', read, async (c) => {
      const { name } = validate(nameSchema, { name: c.req.param('name') });
      const q = validate(reportRecordsQuerySchema, c.req.query());
      const records = await drillDown(db, viewer(c), name, q);
      if (q.format === 'json') return ok(c, records);
      const rows = records.map((r) => [r.candidate?.name ?? null, r.job?.title ?? null, r.detail, r.at]);
      return download(c, { name: `${REPORT_LABELS[name]} ${q.metric} ${q.key || 'all'}`, header: ['Candidate', 'Job', 'Detail', 'When'], rows }, q.format);
    });
}
