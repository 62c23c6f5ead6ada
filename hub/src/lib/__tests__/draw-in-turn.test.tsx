import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDrawnInTurn, useTurnCome, waitForTurn } from '../draw-in-turn';

function Items({ label, total, first, step }: { label: string; total: number; first: number; step: number }) {
  const drawn = useDrawnInTurn(total, { first, step });
  return (
    <ul aria-label={label}>
      {Array.from({ length: drawn }, (_, at) => (
        <li key={at}>{`${label} ${at + 1}`}</li>
      ))}
    </ul>
  );
}

const drawnIn = (label: string) => screen.getByRole('list', { name: label }).querySelectorAll('li').length;

/** Every number of items one list had drawn, in the order it drew them. */
function recordDraws(label: string) {
  const seen: number[] = [];
  const observer = new MutationObserver(() => {
    const now = drawnIn(label);
    if (seen.at(-1) !== now) seen.push(now);
  });
  observer.observe(screen.getByRole('list', { name: label }), { childList: true });
  return { seen, stop: () => observer.disconnect() };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('drawing in turns', () => {
  it('draws the first items at once and the rest a step at a time, one turn per paint', async () => {
    render(<Items label="Posts" total={10} first={3} step={3} />);
    expect(drawnIn('Posts')).toBe(3);
    const draws = recordDraws('Posts');
    await waitFor(() => expect(drawnIn('Posts')).toBe(10));
    draws.stop();
    // Each turn added one step: never two steps in one render, never more than there are.
    expect(draws.seen).toEqual([6, 9, 10]);
  });

  it('draws nothing at first when asked to, and everything once the turns are taken', async () => {
    render(<Items label="Reviews" total={5} first={0} step={2} />);
    expect(drawnIn('Reviews')).toBe(0);
    await waitFor(() => expect(drawnIn('Reviews')).toBe(5));
  });

  it('gives the turns in the order they were asked for, one part per turn', async () => {
    const { container } = render(
      <>
        <Items label="Above" total={2} first={0} step={2} />
        <Items label="Below" total={2} first={0} step={2} />
      </>,
    );
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(`${drawnIn('Above')} ${drawnIn('Below')}`));
    observer.observe(container, { childList: true, subtree: true });
    await waitFor(() => expect(drawnIn('Below')).toBe(2));
    observer.disconnect();
    // The part asked second is let in at the next turn, not with the first.
    expect(seen).toEqual(['2 0', '2 2']);
  });

  it('draws items added later in turns too, from where it had got to', async () => {
    const { rerender } = render(<Items label="Feed" total={3} first={3} step={3} />);
    expect(drawnIn('Feed')).toBe(3);
    rerender(<Items label="Feed" total={9} first={3} step={3} />);
    expect(drawnIn('Feed')).toBe(3);
    await waitFor(() => expect(drawnIn('Feed')).toBe(9));
  });

  it('asks for no turn for a part not wanted yet, and takes one once it is', async () => {
    function SignedInParts({ wanted }: { wanted: boolean }) {
      return <p>{useTurnCome(wanted) ? 'drawn' : 'waiting'}</p>;
    }
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const { rerender } = render(<SignedInParts wanted={false} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(frame).not.toHaveBeenCalled();

    rerender(<SignedInParts wanted />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText('drawn')).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('gives a turn up when the part waiting for it goes away', async () => {
    const skipped = vi.fn();
    const after = vi.fn();
    const giveUp = waitForTurn(skipped);
    waitForTurn(after);
    giveUp();
    await waitFor(() => expect(after).toHaveBeenCalledOnce());
    expect(skipped).not.toHaveBeenCalled();
  });

  it('still takes its turns in a hidden tab, which paints no frames', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const turn = vi.fn();
    act(() => void waitForTurn(turn));
    await waitFor(() => expect(turn).toHaveBeenCalledOnce());
    expect(frame).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
