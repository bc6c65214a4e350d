import { type IncomingMessage, type Server, createServer } from 'node:http';
import { listenOnLoopback } from '../../test/loopback';

/** How the test server answers one chat-completions call. */
export type TReply =
  { kind: 'json'; content: string } | { kind: 'status'; status: number; error: string } | { kind: 'hang'; ms: number };

export type TRecordedRequest = { headers: IncomingMessage['headers']; body: Record<string, unknown> };

/**
 * A local HTTP server that speaks the OpenAI chat-completions wire format (POST /v1/chat/completions),
 * answering from a script of replies, for the adapter's contract tests. Not a mock of our code.
 */
export async function startOpenAiTestServer(fallback: (body: Record<string, unknown>) => TReply | Promise<TReply>) {
  const script: TReply[] = [];
  const requests: TRecordedRequest[] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'Not found' } }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    requests.push({ headers: req.headers, body });
    const reply = script.shift() ?? (await fallback(body));
    if (reply.kind === 'hang') {
      const timer = setTimeout(() => res.writeHead(200).end('{}'), reply.ms);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    if (reply.kind === 'status') {
      res
        .writeHead(reply.status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: reply.error } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        model: body.model,
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply.content } }],
      }),
    );
  });
  const { url, close } = await listenOnLoopback(server);
  return {
    baseUrl: `${url}/v1`,
    requests,
    /** Queue the next replies, in order; then the fallback answers. */
    queue: (...replies: TReply[]) => script.push(...replies),
    close,
  };
}
