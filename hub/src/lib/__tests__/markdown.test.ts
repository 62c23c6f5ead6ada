import { expect, test } from 'vitest';
import { readingMinutes, renderContentMarkdown } from '../markdown';

test('shows raw HTML as text instead of rendering it', () => {
  const html = renderContentMarkdown('Hello <img src=x onerror="alert(1)">\n\n<script>alert(1)</script>');
  expect(html).not.toContain('<img');
  expect(html).not.toContain('<script');
  expect(html).toContain('&lt;script&gt;');
});

test('keeps web, mail and same-site links and drops script links', () => {
  const html = renderContentMarkdown('[faq](/faq) [site](https://example.org) [mail](mailto:hi@tradeshub.uk) [bad](javascript:alert(1))');
  expect(html).toContain('<a href="/faq">faq</a>');
  expect(html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">site</a>');
  expect(html).toContain('<a href="mailto:hi@tradeshub.uk">mail</a>');
  expect(html).not.toContain('javascript:');
  expect(html).toContain('bad');
});

test('drops the leading title, which the page header already shows', () => {
  const html = renderContentMarkdown('# About us\n\n## Who we are\n\nNeighbours.');
  expect(html).not.toContain('<h1');
  expect(html).toContain('<h2>Who we are</h2>');
});

test('reading time is at least a minute', () => {
  expect(readingMinutes('short')).toBe(1);
  expect(readingMinutes('word '.repeat(1000))).toBe(5);
});
