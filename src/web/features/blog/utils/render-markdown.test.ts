import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

describe('renderMarkdown', () => {
  it('renders headings, emphasis, lists and safe links', () => {
    const html = renderMarkdown(
      '## Panels\n\n**Double taps** matter.\n\n- one\n- two\n\n[help](/help) and [BLS](https://www.bls.gov/oes/)',
    );
    expect(html).toContain('<h2>Panels</h2>');
    expect(html).toContain('<strong>Double taps</strong>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toContain('<a href="/help">help</a>');
    expect(html).toContain('<a href="https://www.bls.gov/oes/" rel="noopener noreferrer" target="_blank">BLS</a>');
  });

  it('escapes raw HTML instead of injecting it', () => {
    const html = renderMarkdown('Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\nbye <b>x</b>');
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
  });

  it('drops links and images that could run script or fetch elsewhere', () => {
    const html = renderMarkdown(
      '[click](javascript:alert(1)) [data](data:text/html,hi) ![pic](https://evil.example/x.png)',
    );
    expect(html).not.toMatch(/href=|<img/);
    expect(html).toContain('click');
    expect(html).toContain('pic');
  });
});
