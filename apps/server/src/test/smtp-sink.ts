/** An in-process SMTP server for tests: keeps every message it receives, parsed. */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SmtpSink = {
  url: string;
  messages: ParsedMail[];
  /** Connections opened so far (counted before any `hold` is released). */
  connections: () => number;
  close: () => Promise<void>;
};

/**
 * `hold`: every connection waits for it before the greeting, like a slow or stuck mail server;
 * the client stays connected and sends nothing until it settles.
 */
export async function startSmtpSink(
  onMessage?: (mail: ParsedMail, raw: Buffer) => void,
  options: { hold?: Promise<unknown>; users?: Record<string, string> } = {},
): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  let connections = 0;
  const users = options.users;
  const server = new SMTPServer({
    // With `users`, a sign-in is required and checked against them (a mailbox's own server).
    authOptional: !users,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (users && users[auth.username ?? ''] === auth.password) return callback(null, { user: auth.username });
      callback(new Error('Invalid username or password'));
    },
    onConnect(_session, callback) {
      connections++;
      if (!options.hold) return callback();
      void options.hold.then(() => callback());
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks);
        const mail = await simpleParser(raw);
        messages.push(mail);
        onMessage?.(mail, raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
