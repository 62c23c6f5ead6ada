import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { templates } from '../db/schema/index.js';
import type { Mailer } from './mail.js';
import type { SmsSender } from './sms.js';
import { escapeHtml, renderTemplate } from './templates.js';

type TemplateValues = Record<string, string | number>;

/**
 * The template values that let whoever holds them into an account, and what stands in for
 * them wherever a message is kept or shown (the outbox, the operators' view, logs of stored
 * mail). Whatever the caller, a value with one of these names is secret.
 */
const SECRET_TEMPLATE_VALUES: Readonly<Record<string, string>> = {
  code: '••••••',
  resetLink: '[reset link — redacted]',
};

function redacted(values: TemplateValues): TemplateValues {
  const shown = { ...values };
  for (const [name, standIn] of Object.entries(SECRET_TEMPLATE_VALUES)) if (name in shown) shown[name] = standIn;
  return shown;
}

async function loadTemplate(db: Queryable, key: string) {
  const [template] = await db.select().from(templates).where(eq(templates.key, key)).limit(1);
  // Templates are reference data seeded on every start; a missing one is a deployment fault.
  if (!template) throw new Error(`The "${key}" template is missing; reference data was not seeded.`);
  return template;
}

function asHtml(text: string): string {
  return `<div style="font-family:system-ui,sans-serif;line-height:1.5">${escapeHtml(text).replace(/\n/g, '<br>')}</div>`;
}

/**
 * Renders a stored email template and queues it: once with the real values, to send, and once
 * with secret values redacted, to keep. The subject is only ever rendered redacted: the
 * outbox keeps the sendable body and html until sent, but not a sendable subject.
 */
export async function sendTemplatedEmail(db: Queryable, mailer: Mailer, key: string, to: string, values: TemplateValues): Promise<void> {
  const template = await loadTemplate(db, key);
  const shownValues = redacted(values);
  const text = renderTemplate(template.body, values);
  const shownText = renderTemplate(template.body, shownValues);
  await mailer.send({
    to,
    subject: renderTemplate(template.subject ?? template.name, shownValues),
    text,
    html: asHtml(text),
    templateKey: key,
    shown: { text: shownText, html: asHtml(shownText) },
  });
}

/** Renders a stored SMS template with `values` and sends it. */
export async function sendTemplatedSms(db: Queryable, sms: SmsSender, key: string, to: string, values: TemplateValues): Promise<void> {
  const template = await loadTemplate(db, key);
  await sms.send({ to, text: renderTemplate(template.body, values), templateKey: key });
}
