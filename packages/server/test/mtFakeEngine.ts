import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake provider received it. */
export interface ReceivedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** Never answers: the client's timeout must end the request. */
  hang?: boolean;
}

export interface FakeEngine {
  url: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

/** A local HTTP server playing a provider: answer() decides each reply from the request. */
export async function fakeEngine(
  answer: (request: ReceivedRequest, index: number) => FakeAnswer,
): Promise<FakeEngine> {
  const received: ReceivedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request: ReceivedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      received.push(request);
      const reply = answer(request, received.length - 1);
      if (reply.hang) return;
      res.writeHead(reply.status ?? 200, {
        'Content-Type': 'application/json',
        ...reply.headers,
      });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
