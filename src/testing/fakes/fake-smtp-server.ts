import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  from: string;
  to: string[];
  /** the raw message (headers and body) as the client sent it */
  raw: string;
  user: string | undefined;
}

/**
 * A real SMTP server on 127.0.0.1 (the smtp-server package) that keeps what it receives, for nodemailer's tests.
 * Plain SMTP without STARTTLS (no certificate to trust); AUTH PLAIN/LOGIN with `user`/`pass`; a recipient on
 * `refuse` is answered 550, as a mailbox that does not exist would be.
 */
export const startFakeSmtpServer = async (
  options: { user?: string; pass?: string; refuse?: string[] } = {},
): Promise<{ port: number; url: string; received: ReceivedEmail[]; close: () => Promise<void> }> => {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: !options.user,
    logger: false,
    onAuth: (auth, _session, callback) => {
      if (auth.username === options.user && auth.password === options.pass) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo: (address, _session, callback) => {
      if (options.refuse?.includes(address.address)) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
      } else callback();
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: typeof session.user === 'string' ? session.user : undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const credentials = options.user ? `${options.user}:${options.pass}@` : '';
  return {
    port,
    url: `smtp://${credentials}127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
