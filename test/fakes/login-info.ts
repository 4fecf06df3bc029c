import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback stand-in for LOGIN_INFO_URL: answers {"user": {...}} for the session cookie's value, else
// {"user": null}; mode 'down' answers 503 and 'hang' never answers (the proxy's timeout then applies).

export type LoginInfoMode = 'ok' | 'down' | 'hang';

export interface FakeLoginInfo {
  url: string;
  /** Cookie headers received, in order. */
  cookies: (string | undefined)[];
  setMode(mode: LoginInfoMode): void;
  close(): Promise<void>;
}

export async function startFakeLoginInfo(
  users: Record<string, Record<string, unknown>>,
  cookieName = 'session',
): Promise<FakeLoginInfo> {
  let mode: LoginInfoMode = 'ok';
  const cookies: (string | undefined)[] = [];
  const server = http.createServer((req, res) => {
    cookies.push(req.headers.cookie);
    if (mode === 'hang') return;
    if (mode === 'down') {
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"down"}');
      return;
    }
    const session = (req.headers.cookie ?? '')
      .split(';')
      .map((c) => c.trim().split('='))
      .find(([k]) => k === cookieName)?.[1];
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ user: (session && users[session]) ?? null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/login-info`,
    cookies,
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
