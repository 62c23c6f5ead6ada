import { useEffect, useState } from 'react';

/*
 * Long pages draw their first screen first (decision 0071). A list or a section below the fold
 * asks for its turn, and the parts waiting are let in one per frame, in the order they asked,
 * each after the browser has painted the frame before. Drawing a profile or a feed at once is one
 * render and one layout long enough to hold a phone's main thread for a quarter of a second; in
 * turns it is several short ones, and the first screen paints after the first of them.
 */

const waiting: (() => void)[] = [];
let frameAsked = false;

/** After the next paint: a frame, then a task of its own (a hidden tab paints no frames). */
function afterNextPaint(run: () => void) {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') setTimeout(run, 16);
  else requestAnimationFrame(() => setTimeout(run, 0));
}

function letNextIn() {
  frameAsked = false;
  waiting.shift()?.();
  if (waiting.length > 0) askForFrame();
}

function askForFrame() {
  if (frameAsked) return;
  frameAsked = true;
  afterNextPaint(letNextIn);
}

/** Runs `draw` at this part's turn; the returned function gives the turn up (on unmount). */
export function waitForTurn(draw: () => void): () => void {
  waiting.push(draw);
  askForFrame();
  return () => {
    const at = waiting.indexOf(draw);
    if (at >= 0) waiting.splice(at, 1);
  };
}

/**
 * How many of `total` items to draw: `first` at once (none: all wait for a turn), then `step`
 * more at each turn until all are drawn. Items added later (the next page) come in turns too.
 */
export function useDrawnInTurn(total: number, { first, step }: { first: number; step: number }): number {
  const [turns, setTurns] = useState(0);
  const drawn = Math.min(total, first + step * turns);
  useEffect(() => {
    if (drawn >= total) return;
    return waitForTurn(() => setTurns((taken) => taken + 1));
  }, [drawn, total]);
  return drawn;
}

/**
 * Whether a part that waits for its turn has had it: false on its first render, then true for
 * good. A part not `wanted` yet (the shell's signed-in parts for a visitor) asks for no turn
 * until it is.
 */
export function useTurnCome(wanted = true): boolean {
  return useDrawnInTurn(wanted ? 1 : 0, { first: 0, step: 1 }) === 1;
}
