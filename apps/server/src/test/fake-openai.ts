/**
 * A fake of the OpenAI chat-completions endpoint (POST {base}/chat/completions) on loopback, for
 * the AI adapter's tests and the features that use it. A test scripts what it answers, in order:
 * message content, an HTTP status, or a delay; the requests it received are kept for assertions.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeAnswer = { content: string } | { status: number } | { delayMs: number; content: string };
export type FakeRequest = { authorization: string | undefined; body: { model: string; messages: { role: string; content: string }[]; response_format?: unknown } };

export async function startFakeOpenAi() {
  const script: FakeAnswer[] = [];
  const requests: FakeRequest[] = [];
  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    requests.push({ authorization: req.headers.authorization, body: JSON.parse(await readAll(req)) });
    const answer = script.shift() ?? { status: 500 };
    if ('status' in answer) {
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'scripted failure' } }));
      return;
    }
    if ('delayMs' in answer) await new Promise((r) => setTimeout(r, answer.delayMs));
    if (res.destroyed) return;
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: answer.content } }],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The AI_BASE_URL to configure. */
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Queues answers for the next requests; with none queued the fake answers 500. */
    answer(...answers: FakeAnswer[]) {
      script.push(...answers);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readAll(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
