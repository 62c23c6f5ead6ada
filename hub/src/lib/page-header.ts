import { useEffect } from 'react';
import { create } from 'zustand';
import { DEFAULT_HEADER_TEXT } from '@tradeshub/sdk';

interface PageHeaderState {
  text: string;
  set(text: string): void;
}

export const usePageHeaderStore = create<PageHeaderState>((set) => ({
  text: DEFAULT_HEADER_TEXT,
  set: (text) => set({ text }),
}));

/** Sets the header text (and the document title) while a page is shown; 'Welcome' otherwise. */
export function usePageHeader(text: string): void {
  useEffect(() => {
    usePageHeaderStore.getState().set(text);
    document.title = text === DEFAULT_HEADER_TEXT ? 'Tradeshub' : `${text} · Tradeshub`;
    return () => usePageHeaderStore.getState().set(DEFAULT_HEADER_TEXT);
  }, [text]);
}
