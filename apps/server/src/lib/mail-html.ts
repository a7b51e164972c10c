/**
 * HTML mail as the app shows it: sanitized to text markup and links (no script, styles, forms or
 * images, so nothing runs and nothing remote loads when it is opened), links opening elsewhere.
 */
import sanitizeHtml from 'sanitize-html';

export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags.filter((t) => t !== 'img'),
    allowedAttributes: { a: ['href', 'title'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
  });
}
