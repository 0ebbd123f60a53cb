import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// Test helper: a tiny stand-in for api.stripe.com on 127.0.0.1 with the one endpoint we call
// (POST /v1/checkout/sessions). The real SDK talks to it (STRIPE_API_BASE), so request encoding, headers and
// idempotency keys are the SDK's own. stripe-mock is not installable here (research/costs-and-providers.md §5).

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** the form-encoded body, decoded */
  form: URLSearchParams;
}

export interface FakeStripeServer {
  url: string;
  requests: RecordedRequest[];
  /** makes the next N session creations answer 500 */
  failNext: (count: number) => void;
  close: () => Promise<void>;
}

export const startFakeStripeServer = async (): Promise<FakeStripeServer> => {
  const requests: RecordedRequest[] = [];
  let failures = 0;
  let counter = 0;
  const byIdempotencyKey = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const path = (req.url ?? '').split('?')[0] ?? '';
      requests.push({ method: req.method ?? '', path, headers: req.headers, form });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        if (failures > 0) {
          failures--;
          res.statusCode = 500;
          res.end(JSON.stringify({ error: { type: 'api_error', message: 'fake outage' } }));
          return;
        }
        // like Stripe: the same Idempotency-Key answers the same session
        const key = String(req.headers['idempotency-key'] ?? '');
        const id = byIdempotencyKey.get(key) ?? `cs_test_fake_${++counter}`;
        if (key) byIdempotencyKey.set(key, id);
        res.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            mode: form.get('mode'),
            payment_status: 'unpaid',
            status: 'open',
            amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
            currency: form.get('line_items[0][price_data][currency]'),
            client_reference_id: form.get('client_reference_id'),
            success_url: form.get('success_url'),
            cancel_url: form.get('cancel_url'),
            url: `https://checkout.stripe.test/c/pay/${id}`,
          }),
        );
        return;
      }
      res.statusCode = 404;
      res.end(
        JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL ${path}` } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (count) => {
      failures = count;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};

/** A checkout.session.* event as Stripe would send it (the fields we read, plus the envelope). */
export const checkoutSessionEvent = (options: {
  eventId: string;
  type: string;
  sessionId: string;
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
}): string =>
  // pretty-printed like Stripe's: a server that re-serialised the parsed body would fail the signature check
  JSON.stringify(
    {
      id: options.eventId,
      object: 'event',
      type: options.type,
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: {
        object: {
          id: options.sessionId,
          object: 'checkout.session',
          payment_status: options.paymentStatus,
          status: options.paymentStatus === 'unpaid' ? 'open' : 'complete',
        },
      },
    },
    null,
    2,
  );
