// The listening socket's limits and its drain (decisions 082 and 083). main.ts creates the
// server with serverOptions(), wraps the app with guard(), and calls drain() on SIGTERM.
import { readFileSync } from 'node:fs';
import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';

type Limits = Pick<Config, 'HEADERS_TIMEOUT_MS' | 'REQUEST_TIMEOUT_MS' | 'KEEP_ALIVE_TIMEOUT_MS' | 'MAX_CONNECTIONS'>;

/** A connection that finished a response this recently may be about to send its next request: it gets an answer. */
export const IDLE_GRACE_MS = 1000;
/** A refused connection is given this long to read the 503 and hang up before it is destroyed. */
const REFUSED_LINGER_MS = 2000;
/** File descriptors kept free for upstream calls, the database and logs when the fd limit caps MAX_CONNECTIONS. */
const FD_RESERVE = 256;

/** The answer beyond the connection cap: written straight to the socket, before any request is read. */
const REFUSAL = Buffer.from(
  'HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 33\r\n' +
    'Retry-After: 1\r\nCache-Control: no-store\r\nConnection: close\r\n\r\nToo many connections, try again.\n',
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

interface ConnState {
  /** Requests whose response has not closed yet. */
  active: Set<ServerResponse>;
  /** When the last response closed (or the connection opened). */
  idleSince: number;
  timer?: NodeJS.Timeout;
}

export interface ConnectionGuard {
  /** The request listener to give http.createServer: the app, with the drain's Connection: close. */
  handler: RequestListener;
  /** Connections open now (refused ones not counted). */
  readonly open: number;
  /** Connections refused since start. */
  readonly refused: number;
  readonly maxConnections: number;
  /**
   * SIGTERM: from now every response carries Connection: close, in-flight ones included; idle connections close at
   * once (those that answered within IDLE_GRACE_MS get that long to send a request, which is then answered). After
   * delayMs the listener closes; resolves when the last connection has closed.
   */
  drain(delayMs: number): Promise<void>;
  /** Ends every remaining connection (the shutdown timeout). */
  closeAll(): void;
}

/**
 * Counts connections, refuses those beyond the cap with a minimal 503, and drains without resetting a connection
 * that a client is about to reuse. Install before listen().
 */
export function guardConnections(
  server: http.Server,
  app: RequestListener,
  config: Limits,
  logger: Logger,
): ConnectionGuard {
  server.keepAliveTimeout = config.KEEP_ALIVE_TIMEOUT_MS;
  const maxConnections = effectiveMaxConnections(config.MAX_CONNECTIONS);
  if (maxConnections < config.MAX_CONNECTIONS) {
    logger.warn(
      { maxConnections, requested: config.MAX_CONNECTIONS },
      'MAX_CONNECTIONS lowered to fit the open-file limit',
    );
  }
  const conns = new Map<Socket, ConnState>();
  const refusedSockets = new WeakSet<Socket>();
  let refused = 0;
  let refusedSinceLog = 0;
  let lastRefusalLog = 0;
  let draining = false;

  const closeIfIdle = (socket: Socket, state: ConnState) => {
    clearTimeout(state.timer);
    if (!draining || state.active.size > 0 || socket.destroyed) return;
    const wait = state.idleSince + IDLE_GRACE_MS - Date.now();
    if (wait > 0) {
      state.timer = setTimeout(() => closeIfIdle(socket, state), wait);
      state.timer.unref();
      return;
    }
    socket.destroy();
  };

  // Runs before the HTTP parser is attached, so a refused connection never reaches the app.
  server.prependListener('connection', (socket: Socket) => {
    if (conns.size >= maxConnections) return refuse(socket);
    const state: ConnState = { active: new Set(), idleSince: Date.now() };
    conns.set(socket, state);
    socket.once('close', () => {
      clearTimeout(state.timer);
      conns.delete(socket);
    });
    if (draining) closeIfIdle(socket, state);
  });

  function refuse(socket: Socket) {
    refused++;
    refusedSinceLog++;
    refusedSockets.add(socket);
    socket.on('error', () => {});
    // The 503 and a FIN; the client's request, if it sends one, is read and ignored until it hangs up.
    socket.end(REFUSAL);
    setTimeout(() => socket.destroy(), REFUSED_LINGER_MS).unref();
    const now = Date.now();
    if (now - lastRefusalLog >= 10_000) {
      logger.warn(
        { open: conns.size, maxConnections, refused: refusedSinceLog },
        'connection limit reached: refusing new connections',
      );
      lastRefusalLog = now;
      refusedSinceLog = 0;
    }
  }

  const handler: RequestListener = (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    if (refusedSockets.has(socket)) {
      req.resume();
      return;
    }
    const state = conns.get(socket);
    if (state) {
      clearTimeout(state.timer);
      state.active.add(res);
      res.once('close', () => {
        state.active.delete(res);
        state.idleSince = Date.now();
        if (draining) closeIfIdle(socket, state);
      });
    }
    if (draining) res.setHeader('Connection', 'close');
    app(req, res);
  };

  let listenerClosed: Promise<void> | undefined;
  return {
    handler,
    get open() {
      return conns.size;
    },
    get refused() {
      return refused;
    },
    maxConnections,
    drain(delayMs: number) {
      if (listenerClosed) return listenerClosed;
      draining = true;
      for (const [socket, state] of conns) {
        // In-flight responses whose headers are not out yet close their connection when done.
        for (const res of state.active) if (!res.headersSent) res.setHeader('Connection', 'close');
        closeIfIdle(socket, state);
      }
      listenerClosed = new Promise<void>((resolve) => {
        // net.Server's close, not http.Server's: the latter also destroys every idle connection at once, including
        // one whose next request is already on the wire (a reset); closeIfIdle above handles those.
        const close = () => net.Server.prototype.close.call(server, () => resolve());
        // Without a delay, close now: a client told Connection: close then finds the port closed (refused) rather
        // than reconnecting into the accept queue a moment before the listener closes (reset by the kernel).
        if (delayMs <= 0) close();
        else setTimeout(close, delayMs);
      });
      return listenerClosed;
    },
    closeAll() {
      for (const socket of conns.keys()) socket.destroy();
    },
  };
}
