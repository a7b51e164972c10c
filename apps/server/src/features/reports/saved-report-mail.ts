/** The weekly mail of a saved report: its rows and totals as a compact table, and a link back to the report. */
import { REPORT_LABELS, type ReportColumn, type ReportName, type ReportResult } from '@hirebase/shared';
import { escapeHtml } from '../../lib/mailer';

/** Rows beyond this are left to the report page the mail links to. */
export const MAIL_ROWS = 25;

const show = (col: ReportColumn, v: unknown) => {
  if (v == null) return '—';
  if (col.kind === 'percent') return `${String(v)}%`;
  if (col.kind === 'days') return `${String(v)} d`;
  return Number(v).toLocaleString('en-US');
};

export function savedReportMail(p: { name: string; report: ReportName; data: ReportResult; url: string }) {
  const { data } = p;
  const cols = data.columns;
  const rows = data.rows.slice(0, MAIL_ROWS);
  const more = data.rows.length - rows.length;
  const title = `${REPORT_LABELS[p.report]}, ${data.period.from} to ${data.period.to}`;
  const line = (label: string, values: Record<string, unknown>) => `${label}: ${cols.map((c) => `${c.label} ${show(c, values[c.key])}`).join(', ')}`;
  const text = [
    p.name,
    title,
    '',
    ...rows.map((r) => line(r.label, r)),
    line('Total', data.totals),
    ...(more > 0 ? [`…and ${more} more rows in the report.`] : []),
    '',
    `Open the report: ${p.url}`,
    '',
  ].join('\n');
  const cell = (v: string, head = false) =>
    `<${head ? 'th' : 'td'} style="padding:4px 8px;border-bottom:1px solid #e5e5e5;text-align:${head ? 'left' : 'right'}">${escapeHtml(v)}</${head ? 'th' : 'td'}>`;
  const tr = (label: string, values: Record<string, unknown>, bold = false) =>
    `<tr${bold ? ' style="font-weight:600"' : ''}>${cell(label, true)}${cols.map((c) => cell(show(c, values[c.key]))).join('')}</tr>`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111">
<h1 style="font-size:18px;margin:0 0 4px">${escapeHtml(p.name)}</h1>
<p style="color:#555;margin:0 0 12px">${escapeHtml(title)}</p>
<table style="border-collapse:collapse;font-size:13px"><thead><tr>${cell('')}${cols.map((c) => cell(c.label)).join('')}</tr></thead>
<tbody>${rows.map((r) => tr(r.label, r)).join('')}${tr('Total', data.totals, true)}</tbody></table>
${more > 0 ? `<p style="color:#555">…and ${more} more rows in the report.</p>` : ''}
<p><a href="${escapeHtml(p.url)}" style="display:inline-block;background:#111;color:#fff;padding:8px 14px;border-radius:6px;text-decoration:none">Open the report</a></p>
</body></html>`;
  return { subject: `${p.name}: ${title}`, text, html };
}
