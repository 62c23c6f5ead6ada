import { Suspense, useState, type ReactNode } from 'react';
import { nextTask } from './next-task';

/*
 * A prerendered page (`/`, `/findabussiness`) is on screen before the hub's code runs, and the
 * app's first render adopts its nodes (main.tsx). Adopting the whole landing page was one task
 * of 40-61 ms of CPU on a phone's main thread, after the paint in about half the loads. A part
 * wrapped in `HydrateLater` is adopted in a task of its own instead, one part a task in the
 * order they rendered: while it waits it is the server's markup, drawn and readable, its links
 * plain links (decision 0079). Preact keeps a suspended part's markup while hydrating and
 * adopts it when the part resumes; it keeps one node, so the part renders inside one wrapper
 * (`display: contents`: no box of its own, the layout is its children's).
 * Any other render (a page drawn by the app, a signed-in visitor, the tests) draws it at once.
 */

let adopting = false;
let lastPart: Promise<void> = Promise.resolve();

/** Runs the app's first render over a prerendered page (synchronous), the parts marked later waiting their tasks. */
export function adoptPrerenderedPage(render: () => void): void {
  adopting = true;
  try {
    render();
  } finally {
    adopting = false;
  }
}

interface Gate {
  readonly open: boolean;
  /** Settles once `open` is true: what a waiting part hands Suspense. */
  readonly opened: Promise<void>;
}

const OPEN: Gate = { open: true, opened: Promise.resolve() };

/** The next part's gate: it opens a task after the part before it. */
function nextGate(): Gate {
  let open = false;
  lastPart = lastPart.then(nextTask).then(() => {
    open = true;
  });
  return {
    get open() {
      return open;
    },
    opened: lastPart,
  };
}

function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  // Suspense's way to wait: Preact keeps this part's markup on screen until `opened` settles.
  if (!gate.open) throw gate.opened;
  return <div className="contents">{children}</div>;
}

/** A part of a prerendered page adopted after the rest, in a task of its own. */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [gate] = useState(() => (adopting ? nextGate() : OPEN));
  return (
    <Suspense fallback={null}>
      <Gated gate={gate}>{children}</Gated>
    </Suspense>
  );
}
