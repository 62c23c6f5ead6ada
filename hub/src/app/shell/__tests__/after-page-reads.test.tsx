import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { useAfterPageReads } from '../after-page-reads';

function Probe({ ready }: { ready: boolean }) {
  return <p>{useAfterPageReads(ready) ? 'signed-in parts load' : 'waiting'}</p>;
}

const pageReadKey = ['a page read'] as const;

/** A page read in flight on the hub's query cache, answered when `answer` is called. */
function pageRead() {
  let answer: () => void = () => undefined;
  const read = queryClient.fetchQuery({ queryKey: pageReadKey, queryFn: () => new Promise<number>((resolve) => (answer = () => resolve(1))) });
  read.catch(() => undefined); // a read left unanswered is cancelled by the cache's clear
  return { read, answer: () => answer() };
}

describe("the shell's signed-in parts wait for the page's first reads", () => {
  afterEach(() => {
    queryClient.clear();
    vi.useRealTimers();
  });

  it('waits while a page read is in flight, and loads once it has answered', async () => {
    const { read, answer } = pageRead();
    render(<Probe ready />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('waiting')).toBeInTheDocument();

    answer();
    await read;
    expect(await screen.findByText('signed-in parts load')).toBeInTheDocument();
  });

  it('waits for the signed-in user first, however quiet the page', async () => {
    const { rerender } = render(<Probe ready={false} />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    rerender(<Probe ready />);
    expect(await screen.findByText('signed-in parts load')).toBeInTheDocument();
  });

  it('loads after three seconds even if a read never answers', async () => {
    vi.useFakeTimers();
    pageRead();
    render(<Probe ready />);
    await act(async () => vi.advanceTimersByTimeAsync(2900));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('signed-in parts load')).toBeInTheDocument();
  });
});
