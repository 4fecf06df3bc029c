import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback stand-in for LEADS_API_URL: accepts and records, answers 503, or hangs; optionally slow (answers after
// a delay, as a receiver that commits slowly). Like a receiver that honours Idempotency-Key, it stores a key once:
// a repeat is answered 200 and not stored again (stored() holds what a real lead service would have kept).

/** A complete lead form as a visitor posts it (the sample the delivery tests send). */
export const SAMPLE_LEAD = {
  name: 'Ingrid Bergström',
  email: 'ingrid@example.com',
  phone: '(213) 373-4253',
  countryCode: 'US',
  agreetos: true,
};

export type LeadServiceMode = 'accept' | 'down' | 'hang';

export interface ReceivedLead {
  /** The request's path and query: replicas sharing one service can be told apart by a query of their own. */
  path: string;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  body: unknown;
  answeredWith: number | 'hung';
  /** The answer is done (stored or refused); false while the delay runs, or forever when hung. */
  answered: boolean;
}

export interface FakeLeadService {
  url: string;
  received: ReceivedLead[];
  /** Requests answered 2xx: what the lead service really took. */
  accepted(): ReceivedLead[];
  /** Distinct leads stored, by Idempotency-Key, in arrival order. */
  stored(): string[];
  /** The most requests that were being worked on at one moment (received, not yet answered). */
  peakInFlight(): number;
  setMode(mode: LeadServiceMode): void;
  /** Milliseconds before each answer (0: at once). */
  setDelay(ms: number): void;
  close(): Promise<void>;
}

export async function startFakeLeadService(initial: LeadServiceMode = 'accept'): Promise<FakeLeadService> {
  let mode = initial;
  let delayMs = 0;
  const received: ReceivedLead[] = [];
  const keys = new Set<string>();
  const storedKeys: string[] = [];
  let inFlight = 0;
  let peak = 0;
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
        path: req.url ?? '',
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        contentType: req.headers['content-type'],
        body,
        answeredWith: mode === 'hang' ? 'hung' : mode === 'down' ? 503 : 201,
        answered: false,
      };
      received.push(entry);
      peak = Math.max(peak, ++inFlight);
      if (mode === 'hang') return; // never answers; close() cuts the socket
      const answeredMode = mode;
      const answer = () => {
        if (answeredMode === 'accept' && entry.idempotencyKey) {
          // Stored when the work is done, as a slow receiver commits at the end.
          if (keys.has(entry.idempotencyKey)) entry.answeredWith = 200;
          else {
            keys.add(entry.idempotencyKey);
            storedKeys.push(entry.idempotencyKey);
          }
        }
        entry.answered = true;
        inFlight--;
        if (res.destroyed || req.socket.destroyed) return;
        res.writeHead(entry.answeredWith as number, { 'content-type': 'application/json' });
        res.end(answeredMode === 'down' ? '{"error":"unavailable"}' : '{"ok":true}');
      };
      if (delayMs > 0) setTimeout(answer, delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/leads`,
    received,
    accepted: () => received.filter((r) => typeof r.answeredWith === 'number' && r.answeredWith < 300),
    stored: () => [...storedKeys],
    peakInFlight: () => peak,
    setMode(m) {
      mode = m;
    },
    setDelay(ms) {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
