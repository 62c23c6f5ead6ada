import { describe, expect, test, vi } from 'vitest';
import { parseMetaData } from '../src/domain/meta-data.js';

describe('parseMetaData: objects and valid JSON', () => {
  test.each([
    ['an object', { postId: 12, title: 'x' }, { postId: 12, title: 'x' }],
    ['a JSON string', '{"postId":12,"title":"x"}', { postId: 12, title: 'x' }],
    ['JSON encoded twice', JSON.stringify(JSON.stringify({ postId: 12 })), { postId: 12 }],
    ['nothing', undefined, null],
    ['null', null, null],
    ['an empty string', '  ', null],
    ['a number', 42, null],
    ['an array', [1, 2], null],
    ['JSON that is not an object', '[1,2]', null],
    ['a JSON number', '12', null],
  ])('%s', (_, metaData, expected) => {
    const logger = vi.fn();
    expect(parseMetaData(metaData, logger)).toEqual(expected);
    expect(logger).not.toHaveBeenCalled();
  });

  test('returns a copy, so changing it leaves the notification alone', () => {
    const original = { postId: 12 };
    const parsed = parseMetaData(original, vi.fn());
    expect(parsed).not.toBe(original);
  });
});

describe('parseMetaData: invalid JSON is logged and read loosely', () => {
  test.each([
    ['unquoted keys', '{postId: 12, title: "x"}', { postId: 12, title: 'x' }],
    ['single quotes', "{'postId': '12', 'title': 'Fence repair'}", { postId: '12', title: 'Fence repair' }],
    ['key=value; pairs', 'postId=12; approved=true; note=null', { postId: 12, approved: true, note: null }],
    ['false and text', 'seen=false, kind=JOB_REQUEST', { seen: false, kind: 'JOB_REQUEST' }],
    ['separators inside quotes', '{title: "Roof, gutter; fascia", postId: 3}', { title: 'Roof, gutter; fascia', postId: 3 }],
    ['a colon in the value', '{url: https://x.test/a}', { url: 'https://x.test/a' }],
    ['nested braces kept whole', '{a: {b: 1, c: 2}, d: [1, 2]}', { a: '{b: 1, c: 2}', d: '[1, 2]' }],
    ['an empty value', 'a=, b=2', { a: '', b: 2 }],
    ['a trailing comma', '{a: 1,}', { a: 1 }],
    ['no pairs at all', 'just some words', null],
    ['a missing key', '{: 1}', null],
    ['a prototype key', '{__proto__: 1, a: 2}', { a: 2 }],
  ])('%s', (_, metaData, expected) => {
    const logger = vi.fn();
    const parsed = parseMetaData(metaData, logger);
    expect(parsed).toEqual(expected);
    expect(Object.getPrototypeOf(parsed ?? {})).toBe(Object.prototype);
    expect(logger).toHaveBeenCalledOnce();
    expect(logger.mock.calls[0]?.[0]).toMatch(/Invalid JSON in metaData/);
  });

  test('logs with console.warn by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(parseMetaData('{a: 1')).toEqual({ a: 1 });
      expect(warn).toHaveBeenCalledOnce();
    } finally {
      warn.mockRestore();
    }
  });
});
