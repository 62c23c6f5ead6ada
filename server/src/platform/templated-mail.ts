import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { templates } from '../db/schema/index.js';
import type { Mailer } from './mail.js';
import type { SmsSender } from './sms.js';
import { escapeHtml, renderTemplate } from './templates.js';

async function loadTemplate(db: Queryable, key: string) {
  const [template] = await db.select().from(templates).where(eq(templates.key, key)).limit(1);
  // Templates are reference data seeded on every start; a missing one is a deployment fault.
  if (!template) throw new Error(`The "${key}" template is missing; reference data was not seeded.`);
  return template;
}

/** Renders a stored email template with `values` and sends it. */
export async function sendTemplatedEmail(
  db: Queryable,
  mailer: Mailer,
  key: string,
  to: string,
  values: Record<string, string | number>,
): Promise<void> {
  const template = await loadTemplate(db, key);
  const text = renderTemplate(template.body, values);
  const html = `<div style="font-family:system-ui,sans-serif;line-height:1.5">${escapeHtml(text).replace(/\n/g, '<br>')}</div>`;
  await mailer.send({ to, subject: renderTemplate(template.subject ?? template.name, values), text, html, templateKey: key });
}

/** Renders a stored SMS template with `values` and sends it. */
export async function sendTemplatedSms(
  db: Queryable,
  sms: SmsSender,
  key: string,
  to: string,
  values: Record<string, string | number>,
): Promise<void> {
  const template = await loadTemplate(db, key);
  await sms.send({ to, text: renderTemplate(template.body, values), templateKey: key });
}
