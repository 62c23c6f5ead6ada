import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './provider.js';

// The sandbox signs its webhooks as Stripe does: header "t=<unix seconds>,v1=<hex HMAC-SHA256
// of '<t>.<body>'>", refused when the signature is wrong or older than the tolerance (a
// replayed capture from long ago).

export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signPayload(secret: string, payload: string, timestampSeconds = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`).digest('hex');
  return `t=${timestampSeconds},v1=${v1}`;
}

export function verifySignedPayload(secret: string, payload: Buffer, header: string | undefined, nowSeconds = Math.floor(Date.now() / 1000)): void {
  if (!header) throw new WebhookSignatureError('The webhook has no signature header.');
  const parts = header.split(',').map((part) => part.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
  if (!Number.isSafeInteger(t) || signatures.length === 0) throw new WebhookSignatureError('The webhook signature header is malformed.');
  if (Math.abs(nowSeconds - t) > SIGNATURE_TOLERANCE_SECONDS) throw new WebhookSignatureError('The webhook signature is too old.');
  const expected = createHmac('sha256', secret).update(`${t}.`).update(payload).digest();
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('The webhook signature does not match.');
}
