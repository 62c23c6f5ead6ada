import { create } from 'zustand';

interface PresenceState {
  /** Who is online right now, as far as this client has heard. */
  readonly online: ReadonlySet<string>;
  setOnline(userId: string, online: boolean): void;
  /** The answer to "who of these is online": each asked id is online exactly when listed. */
  setKnown(asked: readonly string[], online: readonly string[]): void;
}

/** Presence from USER_ONLINE / USER_OFFLINE events (and the gateway's presence list where there is one). */
export const usePresence = create<PresenceState>((set) => ({
  online: new Set(),
  setOnline: (userId, online) =>
    set((s) => {
      if (s.online.has(userId) === online) return s;
      const next = new Set(s.online);
      if (online) next.add(userId);
      else next.delete(userId);
      return { online: next };
    }),
  setKnown: (asked, online) =>
    set((s) => {
      const next = new Set(s.online);
      for (const id of asked) next.delete(id);
      for (const id of online) next.add(id);
      return { online: next };
    }),
}));

/** Whether a user is online. */
export const useIsOnline = (userId: string) => usePresence((s) => s.online.has(userId));
