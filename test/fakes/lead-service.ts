import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback stand-in for LEADS_API_URL: accepts and records, answers 503, or hangs.

export type LeadServiceMode = 'accept' | 'down' | 'hang';

export interface ReceivedLead {
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  body: unknown;
  answeredWith: number | 'hung';
}

export interface FakeLeadService {
  url: string;
  received: ReceivedLead[];
  /** Requests answered 2xx: what the lead service really took. */
  accepted(): ReceivedLead[];
  setMode(mode: LeadServiceMode): void;
  close(): Promise<void>;
}

export async function startFakeLeadService(initial: LeadServiceMode = 'accept'): Promise<FakeLeadService> {
  let mode = initial;
  const received: ReceivedLead[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = undefined;
      }
      const entry: ReceivedLead = {
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        contentType: req.headers['content-type'],
        body,
        answeredWith: mode === 'hang' ? 'hung' : mode === 'down' ? 503 : 201,
      };
      received.push(entry);
      if (mode === 'hang') return; // never answers; close() cuts the socket
      res.writeHead(entry.answeredWith as number, { 'content-type': 'application/json' });
      res.end(mode === 'down' ? '{"error":"unavailable"}' : '{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/leads`,
    received,
    accepted: () => received.filter((r) => typeof r.answeredWith === 'number' && r.answeredWith < 300),
    setMode(m) {
      mode = m;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
