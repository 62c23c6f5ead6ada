import { create } from 'zustand';

interface OpenThreadState {
  /** The conversation whose thread is on screen (page visible), or null. */
  readonly conversationId: string | null;
  set(conversationId: string | null): void;
}

/** Which thread the user is reading, so a message arriving there is not counted as unseen. */
export const useOpenThread = create<OpenThreadState>((set) => ({
  conversationId: null,
  set: (conversationId) => set({ conversationId }),
}));
