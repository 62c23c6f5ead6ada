import type { ConsoleCounts } from '@tradeshub/sdk';
import { paths } from '../../../config/paths';

export type ConsoleSection = keyof ConsoleCounts;

/** The console's sections in the order operators work through them, with what their number counts. */
export const CONSOLE_SECTIONS: readonly { key: ConsoleSection; label: string; to: string; counts: string; about: string }[] = [
  { key: 'moderation', label: 'Moderation', to: paths.admin.moderation(), counts: 'waiting', about: 'Review disputes to decide, with a reason the people involved see.' },
  { key: 'support', label: 'Support', to: paths.admin.support(), counts: 'waiting', about: 'Independent assessments and legal advice to price, assign, record and complete.' },
  { key: 'users', label: 'Users', to: paths.admin.users(), counts: 'suspended', about: 'Look people up, suspend or restore them, end their sessions.' },
  { key: 'audit', label: 'Audit log', to: paths.admin.audit(), counts: 'in the last 24 hours', about: 'Every operator action: who, what, when and why.' },
  { key: 'content', label: 'Content', to: paths.admin.content(), counts: 'pages', about: 'The site pages and the community rules, with a preview.' },
  { key: 'config', label: 'Config', to: paths.admin.config(), counts: 'changed from default', about: 'Commission rate, card fees and reward amounts.' },
  { key: 'outbox', label: 'Mail outbox', to: paths.admin.outbox(), counts: 'waiting or failed', about: 'Emails and texts sent, secrets redacted, with resend.' },
  { key: 'payments', label: 'Payments and webhooks', to: paths.admin.payments(), counts: 'events failed', about: 'Card payments with their state, and the provider events received.' },
];
