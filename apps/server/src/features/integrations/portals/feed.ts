/**
 * A portal's XML feed: the organization's complete published jobs, each as the portal definition's
 * elements in order. Every value is CDATA (the careers feeds' writer) after dropping the characters
 * XML 1.0 cannot carry at all, so no job text can break the document or inject an element.
 */
import { cdata, escapeXml } from '../../careers/job-feeds';
import type { PortalDef } from './definitions';

// eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids are exactly what is removed
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
export const xmlText = (text: string) => text.replace(NOT_XML, '');

export type FeedHead = { employerId: string; publisher: string; updatedAt: Date };

export function portalFeedXml(def: PortalDef, head: FeedHead, entries: Record<string, string>[]): string {
  const jobs = entries.map((values) => {
    const lines = def.feed.fields.map((f) => `    <${f.element}>${cdata(xmlText(values[f.key] ?? ''))}</${f.element}>`);
    return `  <${def.feed.item}>\n${lines.join('\n')}\n  </${def.feed.item}>`;
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<${def.feed.root} portal="${escapeXml(def.id)}" employer="${escapeXml(xmlText(head.employerId))}">`,
    `  <publisher>${escapeXml(xmlText(head.publisher))}</publisher>`,
    `  <lastBuildDate>${head.updatedAt.toUTCString()}</lastBuildDate>`,
    ...jobs,
    `</${def.feed.root}>`,
    '',
  ].join('\n');
}
