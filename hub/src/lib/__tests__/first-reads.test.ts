import { afterEach, describe, expect, it, vi } from 'vitest';

const stored = vi.hoisted(() => ({ token: null as string | null }));
vi.mock('../session-store', () => ({ session: { getAccessToken: () => stored.token } }));

const { takeFirstPage, takeFirstRead } = await import('../first-reads');

function pageCarries(reads: Record<string, unknown>) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'first-reads';
  element.textContent = JSON.stringify(reads);
  document.body.append(element);
}

afterEach(() => {
  stored.token = null;
});

describe('first reads', () => {
  it('gives a visitor each answer once, then leaves later reads to the API', () => {
    pageCarries({ '/a': { name: 'Aire Valley Plumbing' }, '/list?limit=5': { items: [1], nextCursor: null } });
    expect(takeFirstRead('/a')).toEqual({ name: 'Aire Valley Plumbing' });
    expect(takeFirstRead('/a')).toBeUndefined();
    expect(takeFirstPage('/list?limit=5')).toEqual({ pages: [{ items: [1], nextCursor: null }], pageParams: [undefined] });
    expect(takeFirstRead('/elsewhere')).toBeUndefined();
  });

  it('gives someone signed in nothing: the server answered as a visitor', () => {
    pageCarries({ '/b': { likedByMe: false } });
    stored.token = 'a-token';
    expect(takeFirstRead('/b')).toBeUndefined();
    stored.token = null;
    expect(takeFirstRead('/b')).toBeUndefined();
  });

  it('goes to the API when the page carries something unreadable', () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'first-reads';
    element.textContent = '{not json';
    document.body.append(element);
    expect(takeFirstRead('/a')).toBeUndefined();
  });
});
