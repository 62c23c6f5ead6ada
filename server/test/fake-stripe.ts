import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A fake Stripe API on 127.0.0.1 for the `stripe` provider's tests. It answers exactly the
// calls Tradeshub makes, as Stripe does: form-encoded requests with bracketed keys, a secret
// key in the Authorization header, JSON answers with their `object` field, Stripe's error
// shape ({ error: { type, code, message, param } }) and status, and Idempotency-Key honoured
// (the same key replays the first answer; the same key with other parameters is refused).
// What a person does on Stripe's hosted pages (finishing onboarding, paying or being declined)
// the tests do through its methods, and it tells our webhook route by signed events
// (`Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.body")`), as Stripe does.

type Json = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  query: Json;
  /** The form body, decoded into nested objects and arrays as Stripe reads it. */
  body: Json;
  headers: Record<string, string | undefined>;
}

export interface Delivery {
  status: number;
  body: string;
}

export const TEST_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002' } as const;

export interface FakeStripe {
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Where events go (our webhook route); set once the server under test listens. */
  webhookUrl: string | null;
  requests: RecordedRequest[];
  /** Requests to one method and path (path may end in '*'). */
  calls(method: string, path: string): RecordedRequest[];
  account(id: string): Json;
  session(id: string): Json;
  sessions(): Json[];
  /** The hosted onboarding finished: details in, charges and payouts on, a bank account and a payout card added; account.updated sent. */
  completeOnboarding(accountId: string, businessType?: 'individual' | 'company'): Promise<Delivery>;
  /** The customer pays on the hosted checkout page with a test card; the event it causes is delivered and answered. */
  pay(sessionId: string, cardNumber: string): Promise<Delivery>;
  /** A Stripe event as Stripe would build it (not sent). */
  event(type: string, object: Json, options?: { account?: string; created?: number }): Json;
  /** Signs and posts an event (or any body) to the webhook route; `sign` replaces the signature header. */
  send(event: Json | string, sign?: (payload: string) => string | undefined): Promise<Delivery>;
  sign(payload: string, timestamp?: number, secret?: string): string;
  /** Waits for events sent in the background (an expiry) to be answered. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** `a[b][0][c]=v` pairs into { a: { b: [ { c: 'v' } ] } }, as Stripe reads form bodies. */
export function decodeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Json = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value as Json).map(([k, v]) => [k, arrays(v)] as const);
    if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
    return Object.fromEntries(entries);
  };
  return arrays(root) as Json;
}

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: Json,
  ) {
    super(String(error.message));
  }
}

const invalid = (message: string, param?: string, code?: string) => new StripeFailure(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) });
const missing = (what: string, value: string, param = 'id') => new StripeFailure(404, { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${what}: '${value}'` });
const required = (body: Json, param: string): string => {
  const value = param.split('.').reduce<unknown>((node, key) => (node as Json | undefined)?.[key], body);
  if (value === undefined || value === '') throw invalid(`Missing required param: ${param}.`, param, 'parameter_missing');
  return String(value);
};
const integer = (body: Json, param: string): number => {
  const text = required(body, param);
  if (!/^\d+$/.test(text)) throw invalid(`Invalid integer: ${text}`, param, 'parameter_invalid_integer');
  return Number(text);
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const accounts = new Map<string, Json>();
  const external = new Map<string, Json[]>();
  const sessions = new Map<string, Json>();
  const intents = new Map<string, Json>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: Json }>();
  const requests: RecordedRequest[] = [];
  const background: Promise<unknown>[] = [];
  let base = '';

  const list = (data: Json[], url: string) => ({ object: 'list', data, has_more: false, url });
  const account = (accountId: string) => {
    const found = accounts.get(accountId);
    if (!found) throw missing('account', accountId, 'account');
    return found;
  };
  const withExternal = (acct: Json) => ({ ...acct, external_accounts: list(external.get(String(acct.id)) ?? [], `/v1/accounts/${String(acct.id)}/external_accounts`) });
  const publicSession = (session: Json) => {
    const { _intentData: _ignored, ...rest } = session;
    return rest;
  };

  function createAccount(body: Json): Json {
    if (required(body, 'type') !== 'custom') throw invalid('Tradeshub only makes Custom accounts here.', 'type');
    if (required(body, 'country') !== 'GB') throw invalid('Expected a GB account.', 'country');
    const due = ['business_profile.url', 'business_type', 'external_account', 'individual.dob.day', 'individual.first_name', 'tos_acceptance.date'];
    const created: Json = {
      id: id('acct'),
      object: 'account',
      type: 'custom',
      country: 'GB',
      default_currency: required(body, 'default_currency'),
      email: body.email ?? null,
      business_type: null,
      business_profile: body.business_profile ?? {},
      capabilities: { card_payments: 'inactive', transfers: 'inactive' },
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      metadata: body.metadata ?? {},
      requirements: { currently_due: due, eventually_due: due, past_due: [], pending_verification: [], errors: [], disabled_reason: 'requirements.past_due', current_deadline: null, alternatives: [] },
      created: now(),
    };
    accounts.set(String(created.id), created);
    external.set(String(created.id), []);
    return withExternal(created);
  }

  function createSession(body: Json): Json {
    if (required(body, 'mode') !== 'payment') throw invalid('Expected mode=payment.', 'mode');
    const lines = body.line_items;
    if (!Array.isArray(lines) || lines.length === 0) throw invalid('Missing required param: line_items.', 'line_items', 'parameter_missing');
    let total = 0;
    lines.forEach((line: Json, i) => {
      const price = line.price_data as Json | undefined;
      if (!price || price.currency !== 'gbp') throw invalid('Each line needs price_data in gbp.', `line_items[${i}][price_data][currency]`);
      total += integer(line, 'price_data.unit_amount') * integer(line, 'quantity');
    });
    const fee = integer(body, 'payment_intent_data.application_fee_amount');
    if (fee > total) throw invalid('The application fee cannot be more than the amount charged.', 'payment_intent_data[application_fee_amount]');
    const destination = required(body, 'payment_intent_data.transfer_data.destination');
    if (!accounts.has(destination)) throw missing('destination', destination, 'payment_intent_data[transfer_data][destination]');
    const sessionId = `cs_test_${randomBytes(16).toString('hex')}`;
    const session: Json = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: total,
      amount_total: total,
      currency: 'gbp',
      customer_email: body.customer_email ?? null,
      client_reference_id: body.client_reference_id ?? null,
      locale: body.locale ?? null,
      metadata: body.metadata ?? {},
      payment_intent: null,
      success_url: required(body, 'success_url'),
      cancel_url: body.cancel_url ?? null,
      url: `${base}/c/pay/${sessionId}`,
      created: now(),
      expires_at: now() + 24 * 3600,
      livemode: false,
      _intentData: body.payment_intent_data,
    };
    sessions.set(sessionId, session);
    return publicSession(session);
  }

  function retrieveSession(sessionId: string, query: Json): Json {
    const session = sessions.get(sessionId);
    if (!session) throw missing('checkout.session', sessionId);
    const expand = Object.values((query.expand as Json | string[] | undefined) ?? {});
    const shown = publicSession(session);
    if (expand.includes('payment_intent.latest_charge') && typeof session.payment_intent === 'string') shown.payment_intent = intents.get(session.payment_intent) ?? session.payment_intent;
    return shown;
  }

  function expireSession(sessionId: string): Json {
    const session = sessions.get(sessionId);
    if (!session) throw missing('checkout.session', sessionId, 'session');
    if (session.status !== 'open') throw invalid('Only Checkout Sessions with a status in ["open"] can be expired.', 'session');
    session.status = 'expired';
    background.push(fake.send(fake.event('checkout.session.expired', publicSession(session))));
    return publicSession(session);
  }

  function externalAccount(accountId: string, externalId: string): Json {
    account(accountId);
    const found = (external.get(accountId) ?? []).find((e) => e.id === externalId);
    if (!found) throw missing('external account', externalId);
    return found;
  }

  function route(method: string, path: string, query: Json, body: Json): Json {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/accounts') return createAccount(body);
    if ((m = path.match(/^\/v1\/accounts\/(acct_\w+)$/))) {
      const acct = account(m[1]!);
      if (method === 'GET') return withExternal(acct);
      if (method === 'DELETE') {
        accounts.delete(m[1]!);
        external.delete(m[1]!);
        return { id: m[1], object: 'account', deleted: true };
      }
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const acct = account(required(body, 'account'));
      if (required(body, 'type') !== 'account_onboarding') throw invalid('Expected type=account_onboarding.', 'type');
      required(body, 'return_url');
      required(body, 'refresh_url');
      return { object: 'account_link', created: now(), expires_at: now() + 300, url: `${base}/setup/c/${String(acct.id)}/${randomBytes(8).toString('hex')}` };
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/accounts\/(acct_\w+)\/external_accounts$/))) {
      account(m[1]!);
      const all = external.get(m[1]!) ?? [];
      return list(query.object ? all.filter((e) => e.object === query.object) : all, path);
    }
    if ((m = path.match(/^\/v1\/accounts\/(acct_\w+)\/external_accounts\/(\w+)$/))) {
      const item = externalAccount(m[1]!, m[2]!);
      if (method === 'POST') {
        if (body.default_for_currency === 'true') for (const other of external.get(m[1]!) ?? []) if (other.currency === item.currency) other.default_for_currency = other === item;
        return item;
      }
      if (method === 'DELETE') {
        if (item.default_for_currency) throw invalid('You cannot delete the default external account for your default currency. Please make another external account the default using the `default_for_currency` param, and then delete this one.');
        external.set(m[1]!, (external.get(m[1]!) ?? []).filter((e) => e !== item));
        return { id: item.id, object: item.object, deleted: true };
      }
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(body);
    if (method === 'GET' && (m = path.match(/^\/v1\/checkout\/sessions\/(cs_\w+)$/))) return retrieveSession(m[1]!, query);
    if (method === 'POST' && (m = path.match(/^\/v1\/checkout\/sessions\/(cs_\w+)\/expire$/))) return expireSession(m[1]!);
    throw new StripeFailure(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', base);
    const method = request.method ?? 'GET';
    const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]));
    const query = decodeForm(url.search.slice(1));
    const body = decodeForm(text);
    requests.push({ method, path: url.pathname, query, body, headers });
    const answer = (status: number, json: Json, extra: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...extra });
      response.end(JSON.stringify(json));
    };
    if (headers.authorization !== `Bearer ${secretKey}`) {
      answer(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      return;
    }
    const key = headers['idempotency-key'];
    const fingerprint = `${method} ${url.pathname} ${text}`;
    if (method === 'POST' && key) {
      const seen = idempotent.get(key);
      if (seen && seen.fingerprint !== fingerprint) {
        answer(400, { error: { type: 'idempotency_error', message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.` } });
        return;
      }
      if (seen) {
        answer(seen.status, seen.body, { 'idempotent-replayed': 'true' });
        return;
      }
    }
    let status = 200;
    let json: Json;
    try {
      json = route(method, url.pathname, query, body);
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      status = error.status;
      json = { error: error.error };
    }
    if (method === 'POST' && key) idempotent.set(key, { fingerprint, status, body: json });
    answer(status, json);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeStripe = {
    url: base,
    secretKey,
    webhookSecret,
    webhookUrl: null,
    requests,
    calls(method, path) {
      return requests.filter((r) => r.method === method && (path.endsWith('*') ? r.path.startsWith(path.slice(0, -1)) : r.path === path));
    },
    account: (accountId) => withExternal(account(accountId)),
    session(sessionId) {
      const found = sessions.get(sessionId);
      if (!found) throw new Error(`The fake Stripe has no session ${sessionId}.`);
      return found;
    },
    sessions: () => [...sessions.values()],
    async completeOnboarding(accountId, businessType = 'individual') {
      const acct = account(accountId);
      Object.assign(acct, {
        business_type: businessType,
        details_submitted: true,
        charges_enabled: true,
        payouts_enabled: true,
        capabilities: { card_payments: 'active', transfers: 'active' },
        requirements: { currently_due: [], eventually_due: [], past_due: [], pending_verification: [], errors: [], disabled_reason: null, current_deadline: null, alternatives: [] },
      });
      external.set(accountId, [
        { id: id('ba'), object: 'bank_account', account: accountId, bank_name: 'STRIPE TEST BANK', last4: '2345', country: 'GB', currency: 'gbp', default_for_currency: true, status: 'new', routing_number: '10-88-00' },
        { id: id('card'), object: 'card', account: accountId, brand: 'Visa', last4: '5556', exp_month: 12, exp_year: 2034, funding: 'debit', currency: 'gbp', default_for_currency: false },
        { id: id('card'), object: 'card', account: accountId, brand: 'MasterCard', last4: '8210', exp_month: 3, exp_year: 2031, funding: 'debit', currency: 'gbp', default_for_currency: false },
      ]);
      return fake.send(fake.event('account.updated', withExternal(acct), { account: accountId }));
    },
    async pay(sessionId, cardNumber) {
      const session = fake.session(sessionId);
      if (session.status !== 'open') throw new Error(`The session ${sessionId} is ${String(session.status)}, not open.`);
      const data = session._intentData as Json;
      const intentId = (session.payment_intent as string | null) ?? id('pi');
      const digits = cardNumber.replace(/\D/g, '');
      const intent: Json = {
        id: intentId,
        object: 'payment_intent',
        amount: session.amount_total,
        currency: 'gbp',
        application_fee_amount: Number((data.application_fee_amount as string | undefined) ?? 0),
        transfer_data: { destination: (data.transfer_data as Json).destination },
        metadata: data.metadata ?? {},
        description: data.description ?? null,
        created: now(),
        livemode: false,
      };
      session.payment_intent = intentId;
      intents.set(intentId, intent);
      if (digits === TEST_CARDS.succeeds) {
        Object.assign(intent, {
          status: 'succeeded',
          last_payment_error: null,
          latest_charge: { id: id('ch'), object: 'charge', amount: session.amount_total, paid: true, status: 'succeeded', payment_method_details: { type: 'card', card: { brand: 'visa', last4: digits.slice(-4), exp_month: 12, exp_year: 2034 } } },
        });
        Object.assign(session, { status: 'complete', payment_status: 'paid', url: null });
        return fake.send(fake.event('checkout.session.completed', publicSession(session)));
      }
      Object.assign(intent, {
        status: 'requires_payment_method',
        latest_charge: null,
        last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: digits === TEST_CARDS.declined ? 'generic_decline' : 'invalid_number', message: 'Your card was declined.' },
      });
      return fake.send(fake.event('payment_intent.payment_failed', intent));
    },
    event(type, object, options = {}) {
      return {
        id: `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: options.created ?? now(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        ...(options.account ? { account: options.account } : {}),
      };
    },
    sign(payload, timestamp = now(), secret = webhookSecret) {
      return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;
    },
    async send(event, sign = (payload) => fake.sign(payload)) {
      if (!fake.webhookUrl) throw new Error('Set the fake Stripe webhookUrl before sending events.');
      const payload = typeof event === 'string' ? event : JSON.stringify(event, null, 2);
      const signature = sign(payload);
      const answer = await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)', ...(signature ? { 'stripe-signature': signature } : {}) },
        body: payload,
      });
      return { status: answer.status, body: await answer.text() };
    },
    async settled() {
      while (background.length > 0) await Promise.all(background.splice(0));
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
  return fake;
}
