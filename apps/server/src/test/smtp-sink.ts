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
export async function startSmtpSink(onMessage?: (mail: ParsedMail, raw: Buffer) => void, options: { hold?: Promise<unknown> } = {}): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
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
