import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './description';

describe('sanitizeDescription', () => {
  it('keeps the allowlisted formatting', () => {
    const html = '<h2>Role</h2><p><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s><br></p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote><pre><code>x</code></pre>';
    expect(sanitizeDescription(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('strips script, event handlers, styles and unsafe links', () => {
    const out = sanitizeDescription(
      '<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p><img src=x onerror="alert(1)"><a href="javascript:alert(1)">bad</a><a href="https://ok.example" target="_blank" rel="opener">ok</a><iframe src="https://x"></iframe>',
    );
    expect(out).not.toMatch(/script|onerror|onclick|javascript:|style=|<img|<iframe|target=/i);
    expect(out).toContain('<a rel="noopener">bad</a>');
    expect(out).toContain('<a href="https://ok.example" rel="noopener">ok</a>');
    expect(sanitizeDescription('<a href="mailto:a@b.co">m</a>')).toBe('<a href="mailto:a@b.co" rel="noopener">m</a>');
    expect(sanitizeDescription('<a href="//evil.example">p</a>')).not.toContain('evil');
    expect(sanitizeDescription('<a href="data:text/html,x">d</a>')).not.toContain('data:');
  });
});
