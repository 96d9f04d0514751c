import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml } from './SafeMarkdown';

describe('markdownToSafeHtml', () => {
  it('renders markdown', () => {
    const html = markdownToSafeHtml('# Delays\n\n**Bold** and [a link](https://example.com)');
    expect(html).toContain('<h1>Delays</h1>');
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('href="https://example.com"');
  });

  it('drops scripts, event handlers, styles, frames and javascript: links', () => {
    const html = markdownToSafeHtml(
      '<script>alert(1)</script><img src="x" onerror="alert(2)"><iframe src="https://x"></iframe>' +
        '<style>body{}</style>[x](javascript:alert(3))<p style="color:red">kept</p>',
    );
    expect(html).not.toMatch(/script|onerror|iframe|<style|javascript:|style=/i);
    expect(html).toContain('kept');
    expect(html).toContain('<img src="x">');
  });
});
