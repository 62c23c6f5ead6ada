import { createRequire } from 'node:module';

// The most common passwords people choose (the zxcvbn-ts common list, which is ordered by
// frequency). Only those long enough to pass the 8-character rule matter here.
let common: Set<string> | null = null;

function commonPasswords(): Set<string> {
  if (common) return common;
  const require = createRequire(import.meta.url);
  const { dictionary } = require('@zxcvbn-ts/language-common') as { dictionary: Record<string, string[]> };
  common = new Set((dictionary['passwords-common'] ?? []).filter((p) => p.length >= 8));
  return common;
}

export const COMMON_PASSWORD_MESSAGE = 'That password is one of the most common and easy to guess. Choose a less common one.';

/** True when a password is on the list of the most commonly used passwords. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
