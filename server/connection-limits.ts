// The listening socket's options, the connection cap as the open-file limit allows, and the fixed answers written
// straight to a socket (decisions 082 and 191); server/connections.ts guards the connections with them.
import { readFileSync } from 'node:fs';
import type http from 'node:http';
import type { Config } from './config.ts';
import { tooManyConnectionsText } from '../content/answers.ts';

export type Limits = Pick<
  Config,
  | 'HEADERS_TIMEOUT_MS'
  | 'REQUEST_TIMEOUT_MS'
  | 'KEEP_ALIVE_TIMEOUT_MS'
  | 'MAX_CONNECTIONS'
  | 'MAX_CONNECTIONS_PER_ADDRESS'
>;

/** File descriptors kept free for upstream calls, the database and logs when the fd limit caps MAX_CONNECTIONS. */
const FD_RESERVE = 256;

/** The answer beyond the connection cap: written straight to the socket, before any request is read. */
const REFUSAL_BODY = `${tooManyConnectionsText}\n`;
export const REFUSAL = Buffer.from(
  'HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(REFUSAL_BODY)}\r\n` +
    `Retry-After: 1\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${REFUSAL_BODY}`,
);

export function serverOptions(config: Limits): http.ServerOptions {
  return {
    headersTimeout: config.HEADERS_TIMEOUT_MS,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    // Node checks the two timeouts above on this interval (default 30 s, which would let a 15 s limit run to 45 s).
    connectionsCheckingInterval: 1000,
  };
}

/** The soft limit on open files, from /proc on Linux; undefined elsewhere. */
export function openFileLimit(): number | undefined {
  try {
    const m = readFileSync('/proc/self/limits', 'utf8').match(/^Max open files\s+(\d+)/m);
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** MAX_CONNECTIONS, lowered when the process may not open that many files (each connection is one). */
export function effectiveMaxConnections(max: number, fdLimit = openFileLimit()): number {
  return fdLimit === undefined ? max : Math.max(10, Math.min(max, fdLimit - FD_RESERVE));
}

/** The answers Node itself gives a client error when nobody else does (node:_http_server socketOnError). */
export const CLIENT_ERROR_ANSWERS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: 'HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 'HTTP/1.1 413 Payload Too Large\r\nConnection: close\r\n\r\n',
  ERR_HTTP_REQUEST_TIMEOUT: 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n',
};
export const BAD_REQUEST_ANSWER = 'HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n';

/**
 * Connections the kernel has completed on a listening port but the process has not accepted yet, from
 * /proc/net/tcp and tcp6 (Linux: a listening socket's receive queue is its accept queue); undefined elsewhere.
 */
export function acceptQueueLength(port: number): number | undefined {
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  let queued: number | undefined;
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(file, 'latin1');
    } catch {
      continue;
    }
    queued ??= 0;
    for (const line of text.split('\n')) {
      // sl local_address rem_address st tx_queue:rx_queue ...; state 0A is LISTEN.
      const f = line.trim().split(/\s+/);
      if (f[3] === '0A' && f[1]?.endsWith(hexPort)) queued += parseInt(f[4].split(':')[1], 16);
    }
  }
  return queued;
}
