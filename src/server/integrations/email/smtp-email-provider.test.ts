import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createEmailProvider } from './create-email-provider';
import { startFakeSmtpServer } from '@/testing/fakes/fake-smtp-server';
import { createSmtpEmailProvider } from './smtp-email-provider';

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('SMTP email through nodemailer against a local SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer({ user: 'mailer', pass: 's3cret', refuse: ['nobody@example.com'] });
  });
  afterAll(() => smtp.close());

  it('signs in with the URL credentials and delivers from EMAIL_FROM', async () => {
    const provider = createSmtpEmailProvider({ url: smtp.url, from: 'Punchlist <no-reply@punchlist.example>' });
    const result = await provider.send({
      to: 'homeowner@example.com',
      subject: 'Reset your Punchlist password',
      text: 'Open http://localhost:3000/reset-password?token=abc to choose a new password.',
    });
    provider.close();
    expect(result).toMatchObject({ status: 'sent', error: null });
    expect(result.providerMessageId).toMatch(/@/);
    const mail = smtp.received.at(-1)!;
    expect(mail.user).toBe('mailer');
    expect(mail.from).toBe('no-reply@punchlist.example');
    expect(mail.to).toEqual(['homeowner@example.com']);
    expect(mail.raw).toContain('Subject: Reset your Punchlist password');
    expect(mail.raw).toContain('From: Punchlist <no-reply@punchlist.example>');
    expect(decodeQuotedPrintable(mail.raw)).toContain('reset-password?token=abc to choose a new password.');
  });

  it('reports a refused recipient or bad credentials as a failure, without throwing', async () => {
    const refused = createSmtpEmailProvider({ url: smtp.url, from: 'no-reply@punchlist.example' });
    const result = await refused.send({ to: 'nobody@example.com', subject: 'x', text: 'x' });
    refused.close();
    expect(result.status).toBe('failed');
    expect(result.error).toMatch(/^550: /);

    const wrongPass = createSmtpEmailProvider({
      url: `smtp://mailer:wrong@127.0.0.1:${smtp.port}`,
      from: 'no-reply@punchlist.example',
    });
    const denied = await wrongPass.send({ to: 'homeowner@example.com', subject: 'x', text: 'x' });
    wrongPass.close();
    expect(denied.status).toBe('failed');
    expect(denied.error).toMatch(/^535|EAUTH/);
  });

  it('is chosen by SMTP_URL; without it emails go to the outbox', () => {
    const base = { NODE_ENV: 'test', DEMO_DATA: '0' };
    expect(createEmailProvider(loadConfig(base)).name).toBe('outbox');
    const config = loadConfig({ ...base, SMTP_URL: smtp.url, EMAIL_FROM: 'Punchlist <no-reply@punchlist.example>' });
    expect(config.email).toEqual({ provider: 'smtp', url: smtp.url, from: 'Punchlist <no-reply@punchlist.example>' });
    const provider = createEmailProvider(config);
    expect(provider.name).toBe('smtp');
    provider.close();
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...base, EMAIL_FROM: 'not an address' })).toThrow(/EMAIL_FROM/);
  });
});
