/**
 * Resolves in a task of its own, after the one running now: work split this way lets the
 * browser paint and answer input in between. A message to ourselves rather than a timer, which
 * a tab opened in the background would hold back for up to a second.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
