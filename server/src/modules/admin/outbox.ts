import { eq } from 'drizzle-orm';
import { outbox } from '../../db/schema/index.js';
import { conflict, notFound } from '../../http/errors.js';
import { forgotPassword, resendVerification } from '../auth/service.js';
import type { AppContext } from '../context.js';
import { recordOperatorAction } from './audit.js';

// Stand-ins templated-mail.ts puts where a secret was: a message that shows one cannot be
// sent again as kept, since only the redacted copy remains.
const REDACTED_MARKS = ['••••••', '[reset link — redacted]'];

/**
 * Sends an outbox message again. A sign-in code or reset link is never repeated (only its
 * redacted copy is kept): the person is sent a fresh one, which ends the old. Anything else
 * goes again as it was shown.
 */
export async function resendOutboxMessage(context: AppContext, operatorId: string, messageId: string, reason: string): Promise<void> {
  const [message] = await context.db.select().from(outbox).where(eq(outbox.id, messageId)).limit(1);
  if (!message) throw notFound('message');
  if (message.templateKey === 'email-verification') {
    await resendVerification(context, message.recipient);
  } else if (message.templateKey === 'password-reset') {
    await forgotPassword(context, message.recipient);
  } else if (REDACTED_MARKS.some((mark) => message.body.includes(mark))) {
    throw conflict('This message held a secret that is no longer kept, so it cannot be sent again as it was.');
  } else if (message.channel === 'sms') {
    await context.sms.send({ to: message.recipient, text: message.body, ...(message.templateKey ? { templateKey: message.templateKey } : {}) });
  } else {
    await context.mailer.send({
      to: message.recipient,
      subject: message.subject ?? '',
      text: message.body,
      ...(message.html ? { html: message.html } : {}),
      ...(message.templateKey ? { templateKey: message.templateKey } : {}),
    });
  }
  await recordOperatorAction(context.db, {
    operatorId,
    action: 'OUTBOX_MESSAGE_RESENT',
    targetType: 'OUTBOX_MESSAGE',
    targetId: message.id,
    targetLabel: `${message.subject ?? message.channel.toUpperCase()} to ${message.recipient}`,
    reason,
  });
}
