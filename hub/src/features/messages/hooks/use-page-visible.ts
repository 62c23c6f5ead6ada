import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const isVisible = () => document.visibilityState === 'visible';

/** Whether the page is on screen (not a background tab or a minimised window). */
export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, isVisible, isVisible);
}
