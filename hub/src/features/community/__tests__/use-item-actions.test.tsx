import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useItemActions } from '../hooks/use-item-actions';
import { aPost, ME } from './community-fixtures';

const session = vi.hoisted(() => ({ current: {} as object, listeners: new Set<() => void>() }));
vi.mock('../../../lib/session', async () => {
  const { useSyncExternalStore } = await import('react');
  const subscribe = (listener: () => void) => {
    session.listeners.add(listener);
    return () => void session.listeners.delete(listener);
  };
  return { useSession: () => useSyncExternalStore(subscribe, () => session.current) };
});

function signedInAs(userInfo: { id: string } | null) {
  session.current = { isAuthenticated: userInfo !== null, isLoading: false, userInfo };
  for (const listener of session.listeners) listener();
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

const labels = (actions: { label: string }[]) => actions.map((action) => action.label);

describe('useItemActions', () => {
  it('keeps the same menus while the viewer is the same person, so memoised cards are not drawn again', () => {
    signedInAs(ME);
    const { result, rerender } = renderHook(() => useItemActions(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current.postActions).toBe(first.postActions);
    expect(result.current.threadActions).toBe(first.threadActions);
  });

  it('gives new menus when someone else is signed in: their own posts offer Delete, the others Report', () => {
    const mine = aPost({ author: ME });
    signedInAs(ME);
    const { result } = renderHook(() => useItemActions(), { wrapper });
    const before = result.current.postActions;
    expect(labels(before(mine))).toEqual(['Copy link', 'Delete']);

    act(() => signedInAs({ ...ME, id: '0c1d2e3f-0000-4000-8000-00000000c999' }));
    expect(result.current.postActions).not.toBe(before);
    expect(labels(result.current.postActions(mine))).toEqual(['Copy link', 'Report']);
    expect(labels(result.current.threadActions({ kind: 'comment', id: 'c1', authorId: ME.id, authorName: 'Amelia Clarke' }))).toEqual(['Report']);
  });
});
