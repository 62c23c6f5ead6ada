import { create } from 'zustand';
import { TOAST_AUTO_HIDE_MS, isApiError } from '@tradeshub/sdk';

export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  tone: ToastTone;
  text: string;
}

interface ToastState {
  toasts: Toast[];
  show(tone: ToastTone, text: string): void;
  dismiss(id: number): void;
}

let nextId = 1;

/** Toasts appear top right and hide after 3 seconds (spec section 2). */
export const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  show(tone, text) {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, tone, text }] });
    setTimeout(() => get().dismiss(id), TOAST_AUTO_HIDE_MS);
  },
  dismiss(id) {
    set({ toasts: get().toasts.filter((t) => t.id !== id) });
  },
}));

export const toast = {
  success: (text: string) => useToasts.getState().show('success', text),
  info: (text: string) => useToasts.getState().show('info', text),
  /** Shows the server's message (spec section 8) or a fallback sentence. */
  error: (error: unknown, fallback = 'Something went wrong. Please try again.') =>
    useToasts.getState().show('error', isApiError(error) ? error.message : error instanceof Error ? error.message : fallback),
};
