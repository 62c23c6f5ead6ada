import { describe, expect, it } from 'vitest';
import { elementSnippet, queueSnippet, widgetAttributes } from '../snippets';

const HUB = 'https://tradeshub.example';
const ID = '6f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f';

describe('website widget snippets', () => {
  it('writes the script tag and the element, leaving out the defaults', () => {
    expect(elementSnippet(HUB, ID, { kind: 'rating', theme: 'light', size: 'md', label: '' })).toBe(
      `<script async src="${HUB}/widgets/tradeshub.js"></script>\n<tradeshub-rating business-id="${ID}"></tradeshub-rating>`,
    );
  });

  it('carries the theme, size and label, with the label escaped for HTML', () => {
    const snippet = elementSnippet(HUB, ID, { kind: 'recommend', theme: 'dark', size: 'lg', label: ' Say "hi" & <b>thanks</b> ' });
    expect(snippet).toContain(`<tradeshub-recommend business-id="${ID}" theme="dark" size="lg" label="Say &quot;hi&quot; &amp; &lt;b>thanks&lt;/b>"></tradeshub-recommend>`);
  });

  it('the queue snippet mounts the same widget into a placeholder, with the stub before the script', () => {
    const snippet = queueSnippet(HUB, ID, { kind: 'referral', theme: 'dark', size: 'sm', label: '</script>' });
    const lines = snippet.split('\n');
    expect(lines[0]).toBe('<div id="tradeshub-referral"></div>');
    expect(snippet).toContain(`Tradeshub('mount', '#tradeshub-referral', {"widget":"referral","businessId":"${ID}","theme":"dark","size":"sm","label":"\\u003c/script>"});`);
    expect(snippet).not.toContain('</script>"');
    expect(lines.at(-1)).toBe(`<script async src="${HUB}/widgets/tradeshub.js"></script>`);
  });

  it('gives the preview exactly the snippet’s attributes', () => {
    expect(widgetAttributes(ID, { kind: 'review', theme: 'light', size: 'sm', label: 'Write a review' })).toEqual({
      'business-id': ID,
      size: 'sm',
      label: 'Write a review',
    });
  });
});
