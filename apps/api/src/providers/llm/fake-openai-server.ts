import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'ok' | 'hang' | 'malformed' | 'wrong-shape' | 'error';

export interface FakeRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/**
 * A local OpenAI-compatible server for tests and benchmarks: /v1/chat/completions answers
 * `chat()` as the message content, /v1/audio/transcriptions answers `{ text: transcript }` (and
 * `segments`, one per sentence, when asked for verbose_json).
 * `mode` makes it hang, answer non-JSON, answer the wrong shape or fail with 500.
 */
export const startFakeOpenAi = async (opts: { chat: () => unknown; transcript: string }) => {
  const state = { mode: 'ok' as FakeMode, requests: [] as FakeRequest[] };
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      state.requests.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      if (state.mode === 'hang') {
        hanging.add(res);
        return;
      }
      if (state.mode === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
        return;
      }
      const json = (value: unknown) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (req.url === '/v1/chat/completions') {
        if (state.mode === 'malformed')
          return json({ choices: [{ message: { role: 'assistant', content: 'Claro! Aqui vai a nota: 8/10' } }] });
        const content =
          state.mode === 'wrong-shape' ? { criteria: [{ label: 'Clareza', score: 'alta' }] } : opts.chat();
        return json({
          id: 'x',
          object: 'chat.completion',
          choices: [
            { index: 0, message: { role: 'assistant', content: JSON.stringify(content) }, finish_reason: 'stop' },
          ],
        });
      }
      if (req.url === '/v1/audio/transcriptions') {
        if (state.mode === 'malformed')
          return res.writeHead(200, { 'content-type': 'text/plain' }).end('<html>oops</html>');
        if (state.mode === 'wrong-shape') return json({ transcript: opts.transcript });
        // verbose_json: one segment per sentence, four seconds each, as Whisper's servers time them.
        if (!Buffer.concat(chunks).toString('latin1').includes('verbose_json')) return json({ text: opts.transcript });
        const sentences = opts.transcript.split(/(?<=[.!?])\s+/).filter(Boolean);
        const segments = sentences.map((text, i) => ({ id: i, start: i * 4, end: i * 4 + 3.5, text }));
        return json({ text: opts.transcript, segments });
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    state,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
