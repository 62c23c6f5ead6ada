import { vi } from 'vitest';
import type { MenuCountsData, ViewerRole } from '@tradeshub/sdk';
import { reads } from '../lib/plain-reads';

/** The menu's counts as the API answers them: these, 0 for the rest. */
export function menuCounts(counts: Partial<Omit<MenuCountsData, 'mode'>> = {}, mode: ViewerRole = 'CUSTOMER'): MenuCountsData {
  return { mode, notifications: 0, connectionRequests: 0, conversations: 0, manageWork: 0, reviewDisputes: 0, paymentRequests: 0, ...counts };
}

/** Answers the menu's read (every badge's count, decision 0081) with these counts; the spy says what was asked. */
export function answerMenuCounts(counts: Partial<Omit<MenuCountsData, 'mode'>> = {}) {
  return vi.spyOn(reads.user, 'getMenuCounts').mockImplementation(async (input) => menuCounts(counts, input?.query?.mode ?? 'CUSTOMER'));
}
