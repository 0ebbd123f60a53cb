import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_LINK_INVALID } from '@/contracts/auth';
import { emails, passwordResetTokens } from '../../db/schema';
import { startFakeSmtpServer } from '@/testing/fakes/fake-smtp-server';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';
import { HIDDEN_LINK, listOutboxEmails } from '../admin/list-outbox-emails';
import { EMAIL_NEEDS_PASSWORD } from './change-email';
import { RESET_REQUESTED } from './password-reset';
import { CURRENT_PASSWORD_WRONG } from './verify-current-password';

// Security review, issue 16 item 9: password change, email change with the password, reset by emailed single-use
// link, sign out everywhere; emails through the outbox (default) and SMTP (a real SMTP server on 127.0.0.1).

const PASSWORD = 'correct-horse';
const ADMIN_API_TOKEN = 'admin-token-for-the-email-outbox-test';
const ADMIN_TOKEN = ADMIN_API_TOKEN;

/** The background email lands a moment after the answer: wait for the newest one to an address. */
const waitForEmail = async (t: TestApp, to: string, subject: RegExp) => {
  for (let i = 0; i < 100; i++) {
    const rows = await t.ctx.db.select().from(emails).where(eq(emails.toAddress, to)).orderBy(desc(emails.id));
    const found = rows.find((row) => subject.test(row.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no email "${subject}" to ${to}`);
};

const tokenIn = (text: string) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

const signedIn = async (t: TestApp, username: string, password = PASSWORD) => {
  const client = new TestClient(t.app);
  const response = await client.post('/api/login', { username, password });
  return { client, status: response.statusCode };
};

describe('account recovery (email outbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', ADMIN_API_TOKEN });
  });
  afterAll(() => t.close());

  it('answers a reset request the same whether or not the address has an account', async () => {
    const name = uniqueName('forgot');
    await new TestClient(t.app).register(name);
    const anonymous = new TestClient(t.app);
    const known = await anonymous.post('/api/auth/password-reset', { email: `${name.toUpperCase()}@EXAMPLE.COM` });
    const unknown = await anonymous.post('/api/auth/password-reset', { email: `nobody-${name}@example.com` });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: RESET_REQUESTED });
    expect((await anonymous.post('/api/auth/password-reset', { email: 'not-an-email' })).statusCode).toBe(400);
    await waitForEmail(t, `${name.toLowerCase()}@example.com`, /Reset your Punchlist password/);
    const stray = await t.ctx.db
      .select()
      .from(emails)
      .where(eq(emails.toAddress, `nobody-${name}@example.com`));
    expect(stray).toEqual([]);
  });

  it('resets the password by a single-use link stored hashed, and ends every session', async () => {
    const name = uniqueName('reset');
    const email = `${name.toLowerCase()}@example.com`;
    const laptop = new TestClient(t.app);
    const user = await laptop.register(name);
    const phone = await signedIn(t, name);

    await new TestClient(t.app).post('/api/auth/password-reset', { email });
    const mail = await waitForEmail(t, email, /Reset your Punchlist password/);
    expect(mail).toMatchObject({ provider: 'outbox', status: 'stored', userId: user.id });
    expect(mail.body).toContain(`http://localhost:3000/reset-password?token=`);
    const token = tokenIn(mail.body)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // only the SHA-256 is kept, valid for one hour
    const [row] = await t.ctx.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const visitor = new TestClient(t.app);
    const short = await visitor.post('/api/auth/password-reset/confirm', { token, password: '123' });
    expect(short.statusCode).toBe(400);
    const done = await visitor.post('/api/auth/password-reset/confirm', { token, password: 'new-battery-staple' });
    expect(done.statusCode).toBe(204);

    // every session ended; the old password is dead, the new one works
    expect((await laptop.get('/api/auth/user')).statusCode).toBe(401);
    expect((await phone.client.get('/api/auth/user')).statusCode).toBe(401);
    expect((await signedIn(t, name)).status).toBe(401);
    expect((await signedIn(t, name, 'new-battery-staple')).status).toBe(200);
    await waitForEmail(t, email, /password was changed/);

    // the link worked once
    const again = await visitor.post('/api/auth/password-reset/confirm', { token, password: 'another-one-123' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(RESET_LINK_INVALID);
  });

  it('refuses an expired link, and a link after the email address changed', async () => {
    const name = uniqueName('expired');
    const email = `${name.toLowerCase()}@example.com`;
    const client = new TestClient(t.app);
    const user = await client.register(name);
    await client.post('/api/auth/password-reset', { email });
    const token = tokenIn((await waitForEmail(t, email, /Reset/)).body)!;
    await t.ctx.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const expired = await client.post('/api/auth/password-reset/confirm', { token, password: 'new-battery-staple' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(RESET_LINK_INVALID);

    await client.post('/api/auth/password-reset', { email });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const fresh = tokenIn((await waitForEmail(t, email, /Reset/)).body)!;
    expect(fresh).not.toBe(token);
    const moved = await client.put('/api/auth/email', { email: `moved-${email}`, currentPassword: PASSWORD });
    expect(moved.statusCode).toBe(200);
    const dead = await client.post('/api/auth/password-reset/confirm', {
      token: fresh,
      password: 'new-battery-staple',
    });
    expect(dead.statusCode).toBe(400);
    expect(
      (await client.post('/api/auth/password-reset/confirm', { token: 'short', password: 'abcdefg' })).statusCode,
    ).toBe(400);
  });

  it('sends at most five reset emails an hour to one address, with the same answer', async () => {
    const name = uniqueName('flood');
    const email = `${name.toLowerCase()}@example.com`;
    const user = await new TestClient(t.app).register(name);
    const anonymous = new TestClient(t.app);
    for (let i = 0; i < 7; i++) {
      const response = await anonymous.post('/api/auth/password-reset', { email });
      expect(response.json()).toEqual({ message: RESET_REQUESTED });
    }
    await waitForEmail(t, email, /Reset/);
    const tokens = await t.ctx.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(tokens).toHaveLength(5);
  });

  it('changes the password only with the current one, keeping this device signed in and signing out the others', async () => {
    const name = uniqueName('change');
    const client = new TestClient(t.app);
    await client.register(name);
    const other = await signedIn(t, name);

    const wrong = await client.post('/api/auth/password', { currentPassword: 'nope', newPassword: 'brand-new-pass' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: CURRENT_PASSWORD_WRONG,
      fields: { currentPassword: CURRENT_PASSWORD_WRONG },
    });
    const short = await client.post('/api/auth/password', { currentPassword: PASSWORD, newPassword: '123' });
    expect(short.statusCode).toBe(400);

    const cookieBefore = client.sessionCookie;
    const ok = await client.post('/api/auth/password', { currentPassword: PASSWORD, newPassword: 'brand-new-pass' });
    expect(ok.statusCode).toBe(204);
    expect(client.sessionCookie).not.toBe(cookieBefore);
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    expect((await other.client.get('/api/auth/user')).statusCode).toBe(401);
    expect((await signedIn(t, name)).status).toBe(401);
    expect((await signedIn(t, name, 'brand-new-pass')).status).toBe(200);
    await waitForEmail(t, `${name.toLowerCase()}@example.com`, /password was changed/);
    expect(
      (await new TestClient(t.app).post('/api/auth/password', { currentPassword: 'x', newPassword: 'abcdefg' }))
        .statusCode,
    ).toBe(401);
  });

  it('counts wrong current passwords against the sign-in failure limit', async () => {
    const name = uniqueName('stolen');
    const client = new TestClient(t.app);
    await client.register(name);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await client.post('/api/auth/password', { currentPassword: `guess-${i}`, newPassword: 'abcdefgh' }))
          .statusCode,
      );
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });

  it('changes the email only with the current password, and tells the old address', async () => {
    const name = uniqueName('mail');
    const oldEmail = `${name.toLowerCase()}@example.com`;
    const client = new TestClient(t.app);
    await client.register(name);

    const bare = await client.put('/api/auth/profile', { email: `new-${oldEmail}` });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields).toEqual({ currentPassword: EMAIL_NEEDS_PASSWORD });
    const wrong = await client.put('/api/auth/email', { email: `new-${oldEmail}`, currentPassword: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect((await client.get('/api/auth/user')).json().email).toBe(oldEmail);

    // the unchanged address in a profile save needs no password
    const same = await client.put('/api/auth/profile', { email: oldEmail, firstName: 'Ada' });
    expect(same.statusCode).toBe(200);

    const viaProfile = await client.put('/api/auth/profile', { email: `new-${oldEmail}`, currentPassword: PASSWORD });
    expect(viaProfile.statusCode).toBe(200);
    expect(viaProfile.json().email).toBe(`new-${oldEmail}`);
    const notice = await waitForEmail(t, oldEmail, /email address was changed/);
    expect(notice.body).toContain(`new-${oldEmail}`);

    const viaRoute = await client.put('/api/auth/email', { email: `Third-${oldEmail}`, currentPassword: PASSWORD });
    expect(viaRoute.statusCode).toBe(200);
    expect(viaRoute.json().email).toBe(`third-${oldEmail}`);
  });

  it('signs out everywhere', async () => {
    const name = uniqueName('everywhere');
    const laptop = new TestClient(t.app);
    await laptop.register(name);
    const phone = await signedIn(t, name);
    const bystander = new TestClient(t.app);
    await bystander.register(uniqueName('bystander'));

    const response = await phone.client.post('/api/auth/sign-out-everywhere');
    expect(response.statusCode).toBe(204);
    expect((await laptop.get('/api/auth/user')).statusCode).toBe(401);
    expect((await phone.client.get('/api/auth/user')).statusCode).toBe(401);
    expect((await bystander.get('/api/auth/user')).statusCode).toBe(200);
    expect((await signedIn(t, name)).status).toBe(200);
  });

  it('shows admins the email outbox, with reset links only outside production', async () => {
    const name = uniqueName('outbox');
    await new TestClient(t.app).register(name);
    await new TestClient(t.app).post('/api/auth/password-reset', { email: `${name.toLowerCase()}@example.com` });
    await waitForEmail(t, `${name.toLowerCase()}@example.com`, /Reset/);
    // the route, as the admin page reads it (outside production: links shown)
    const headers = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const listed = await t.app.inject({ method: 'GET', url: `/api/admin/emails?search=${name}`, headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.json().rows[0].body).toMatch(/reset-password\?token=/);
    const shown = await listOutboxEmails({
      db: t.ctx.db,
      query: { search: name, page: 1, pageSize: 20 },
      showLinks: true,
    });
    expect(shown.rows[0]!.body).toMatch(/reset-password\?token=/);
    const hidden = await listOutboxEmails({
      db: t.ctx.db,
      query: { search: name, page: 1, pageSize: 20 },
      showLinks: false,
    });
    expect(hidden.rows[0]!.body).not.toMatch(/token=/);
    expect(hidden.rows[0]!.body).toContain(HIDDEN_LINK);
    expect(hidden.rows[0]).toMatchObject({
      username: name,
      subject: 'Reset your Punchlist password',
      status: 'stored',
    });
  });
});

describe('account recovery over SMTP', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer({ user: 'mailer', pass: 'secret' });
    t = await createTestApp({ SMTP_URL: smtp.url, EMAIL_FROM: 'Punchlist <no-reply@punchlist.example>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('emails the reset link through the SMTP server, and the link resets the password', async () => {
    const name = uniqueName('smtp');
    const email = `${name.toLowerCase()}@example.com`;
    await new TestClient(t.app).register(name);
    await new TestClient(t.app).post('/api/auth/password-reset', { email });
    const record = await waitForEmail(t, email, /Reset/);
    for (let i = 0; i < 100 && smtp.received.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    const mail = smtp.received.find((m) => m.to.includes(email))!;
    expect(mail.from).toBe('no-reply@punchlist.example');
    const raw = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = tokenIn(raw)!;
    expect(token).toHaveLength(43);
    const confirmed = await new TestClient(t.app).post('/api/auth/password-reset/confirm', {
      token,
      password: 'smtp-new-password',
    });
    expect(confirmed.statusCode).toBe(204);
    expect((await signedIn(t, name, 'smtp-new-password')).status).toBe(200);
    // the record says how sending went
    for (let i = 0; i < 100; i++) {
      const [row] = await t.ctx.db.select().from(emails).where(eq(emails.id, record.id));
      if (row!.status !== 'sending') {
        expect(row).toMatchObject({ provider: 'smtp', status: 'sent', error: null });
        return;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('the email stayed in sending');
  });
});
