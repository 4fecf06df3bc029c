// The listening socket's limits and its drain (decisions 082, 083 and 191). main.ts creates the server with
// serverOptions(), wraps the app with guardConnections(), and calls drain() on SIGTERM.
import type http from 'node:http';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';
import type { Logger } from './logger.ts';
import { metrics } from './metrics.ts';
import {
  acceptQueueLength,
  BAD_REQUEST_ANSWER,
  CLIENT_ERROR_ANSWERS,
  effectiveMaxConnections,
  REFUSAL,
  type Limits,
} from './connection-limits.ts';

export { effectiveMaxConnections, openFileLimit, serverOptions } from './connection-limits.ts';

/** A connection that finished a response this recently may be about to send its next request: it gets an answer. */
export const IDLE_GRACE_MS = 1000;
/** The longest the drain waits for the accept queue to empty before it closes the listener anyway. */
const ACCEPT_SETTLE_MS = 5000;
/** A refused connection is given this long to read the 503 and hang up before it is destroyed. */
const REFUSED_LINGER_MS = 2000;
/** Open connections one address may hold when MAX_CONNECTIONS_PER_ADDRESS is not set and no proxy is trusted. */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 256;

// A connection counts its open responses and keeps the newest, rather than a set of them: adding each new response
// to a set gave every response object an identity hash, on the path of every cached page.
interface ConnState {
  /** Responses on this connection that have not closed yet. */
  inFlight: number;
  /** The newest response while one is open: a drain marks it Connection: close if its head is not out yet. */
  last?: ServerResponse;
  /** When the last response closed (or the connection opened). */
  idleSince: number;
  /** The socket's bytes read when it last went idle: more since then are a request on its way. */
  readAtIdle: number;
  /** The client's address (the socket's peer). */
  address: string;
  timer?: NodeJS.Timeout;
}

export interface ConnectionGuard {
  /** The request listener to give http.createServer: the app, with the drain's Connection: close. */
  handler: RequestListener;
  /** Connections open now (refused ones not counted). */
  readonly open: number;
  /** Connections refused since start. */
  readonly refused: number;
  /** Idle keep-alive connections closed to make room for a new one since start. */
  readonly idleClosed: number;
  readonly maxConnections: number;
  /** Open connections one client address may hold; 0: no limit. */
  readonly maxPerAddress: number;
  /**
   * SIGTERM: every response carries Connection: close, in-flight ones included, and idle connections close (those
   * that answered within IDLE_GRACE_MS get that long to send a request, which is then answered): at once with a
   * delay, or once the listener has closed without one (`onClosing` is called then). After delayMs the listener
   * closes, once the accept queue is empty; resolves when the last connection has closed.
   */
  drain(delayMs: number, onClosing?: () => void): Promise<void>;
  /** Ends every remaining connection (the shutdown timeout). */
  closeAll(): void;
}

/**
 * Counts connections and keeps the cap from shutting visitors out (decision 191): at the cap, or at an address's
 * own cap, the connection idle the longest (of that address) is closed to admit the new one, as nginx does with
 * keep-alive connections; only when none is idle is the new connection refused with a minimal 503. A client that
 * half-closes after its request still gets its answer. Drains without resetting a connection that a client is
 * about to reuse. Install before listen().
 */
export function guardConnections(
  server: http.Server,
  app: RequestListener,
  config: Limits,
  logger: Logger,
  options: { trustProxy?: boolean } = {},
): ConnectionGuard {
  server.keepAliveTimeout = config.KEEP_ALIVE_TIMEOUT_MS;
  // A client may end its side after sending a request (legal in HTTP/1.1; some proxies, health checkers and
  // scripts do): the request is still answered, and the connection ends after that answer. Without this, Node
  // aborts the request at the client's FIN and the answer is dropped while the client still reads (decision 191).
  (server as http.Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  const maxConnections = effectiveMaxConnections(config.MAX_CONNECTIONS);
  // Behind a trusted proxy every connection comes from the proxy, which pools them: no per-address cap by default.
  const maxPerAddress =
    config.MAX_CONNECTIONS_PER_ADDRESS ?? (options.trustProxy ? 0 : DEFAULT_MAX_CONNECTIONS_PER_ADDRESS);
  if (maxConnections < config.MAX_CONNECTIONS) {
    logger.warn(
      { maxConnections, requested: config.MAX_CONNECTIONS },
      'MAX_CONNECTIONS lowered to fit the open-file limit',
    );
  }
  const conns = new Map<Socket, ConnState>();
  // Idle connections (no response open) in the order they became idle: the first is the oldest idle.
  const idle = new Map<Socket, ConnState>();
  const perAddress = new Map<string, number>();
  const refusedSockets = new WeakSet<Socket>();
  let refused = 0;
  let idleClosed = 0;
  let refusedSinceLog = 0;
  let lastRefusalLog = 0;
  let draining = false;
  // Connections accepted since start: without /proc the drain closes the listener once a turn accepts none.
  let accepted = 0;

  const closeIfIdle = (socket: Socket, state: ConnState) => {
    clearTimeout(state.timer);
    if (!draining || state.inFlight > 0 || socket.destroyed) return;
    const wait = state.idleSince + IDLE_GRACE_MS - Date.now();
    if (wait > 0) {
      state.timer = setTimeout(() => closeIfIdle(socket, state), wait);
      state.timer.unref();
      return;
    }
    // Past the grace by the clock, but a loop held past it (a starved process) may not have read the client's next
    // request yet, and closing a socket with unread bytes resets it: close only after this turn's reads, and only if
    // nothing has come in since the last answer (a request arriving gets its answer, with Connection: close).
    setImmediate(() => {
      if (state.inFlight > 0 || socket.destroyed) return;
      if (socket.bytesRead === state.readAtIdle) return socket.destroy();
      state.readAtIdle = socket.bytesRead;
      state.idleSince = Date.now();
      closeIfIdle(socket, state);
    });
  };

  /** Closes the connection idle the longest (of one address when given); false when none is idle. */
  const closeOldestIdle = (address?: string): boolean => {
    for (const [socket, state] of idle) {
      if (address !== undefined && state.address !== address) continue;
      idle.delete(socket);
      idleClosed++;
      metrics.connectionClosedIdle();
      socket.destroy();
      return true;
    }
    return false;
  };

  // Runs before the HTTP parser is attached, so a refused connection never reaches the app.
  server.prependListener('connection', (socket: Socket) => {
    accepted++;
    const address = socket.remoteAddress ?? '';
    const fromAddress = perAddress.get(address) ?? 0;
    if (maxPerAddress > 0 && fromAddress >= maxPerAddress && !closeOldestIdle(address))
      return refuse(socket, 'per_address');
    if (conns.size >= maxConnections && !closeOldestIdle()) return refuse(socket, 'max_connections');
    const state: ConnState = { inFlight: 0, idleSince: Date.now(), readAtIdle: 0, address };
    conns.set(socket, state);
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    socket.once('close', () => {
      clearTimeout(state.timer);
      conns.delete(socket);
      idle.delete(socket);
      const n = (perAddress.get(address) ?? 1) - 1;
      if (n > 0) perAddress.set(address, n);
      else perAddress.delete(address);
    });
    if (draining) closeIfIdle(socket, state);
  });

  // Timeouts (408) and malformed requests are answered by Node before any request reaches the app: counted here,
  // then answered exactly as Node does by default.
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    const code = err.code ?? '';
    metrics.clientError(
      code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'timeout' : code.startsWith('HPE_') ? 'malformed' : 'other',
    );
    if (socket.writable && socket.bytesWritten === 0) socket.write(CLIENT_ERROR_ANSWERS[code] ?? BAD_REQUEST_ANSWER);
    socket.destroy(err);
  });

  function refuse(socket: Socket, reason: 'max_connections' | 'per_address') {
    refused++;
    refusedSinceLog++;
    metrics.connectionRefused(reason);
    refusedSockets.add(socket);
    socket.on('error', () => {});
    // The 503 and a FIN; the client's request, if it sends one, is read and ignored until it hangs up.
    socket.end(REFUSAL);
    setTimeout(() => socket.destroy(), REFUSED_LINGER_MS).unref();
    const now = Date.now();
    if (now - lastRefusalLog >= 10_000) {
      logger.warn(
        { open: conns.size, maxConnections, maxPerAddress, reason, refused: refusedSinceLog },
        'connection limit reached: refusing new connections',
      );
      lastRefusalLog = now;
      refusedSinceLog = 0;
    }
  }

  function onResponseClose(this: ServerResponse) {
    const socket = this.req.socket;
    const state = conns.get(socket);
    if (!state) return;
    state.inFlight--;
    if (state.last === this) state.last = undefined;
    state.idleSince = Date.now();
    state.readAtIdle = socket.bytesRead;
    if (state.inFlight === 0 && !socket.destroyed) idle.set(socket, state);
    if (draining) closeIfIdle(socket, state);
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
      state.inFlight++;
      state.last = res;
      idle.delete(socket);
      // One listener function for every response ('close' comes once): no closure per request (decision 195).
      res.on('close', onResponseClose);
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
    get idleClosed() {
      return idleClosed;
    },
    maxConnections,
    maxPerAddress,
    drain(delayMs: number, onClosing?: () => void) {
      if (listenerClosed) return listenerClosed;
      /** From now every answer carries Connection: close, and idle connections close (after their grace). */
      const closeAnswers = () => {
        draining = true;
        onClosing?.();
        for (const [socket, state] of conns) {
          // The newest response in flight, if its head is not out yet, closes its connection when done (Node sends
          // pipelined responses in order: those before it finish first).
          if (state.last && !state.last.headersSent) state.last.setHeader('Connection', 'close');
          closeIfIdle(socket, state);
        }
      };
      listenerClosed = new Promise<void>((resolve) => {
        // net.Server's close, not http.Server's: the latter also destroys every idle connection at once, including
        // one whose next request is already on the wire (a reset); closeIfIdle handles those.
        const closeListener = () => net.Server.prototype.close.call(server, () => resolve());
        // Closing the listener resets every connection still in the kernel's accept queue, whose client has
        // already sent its request, and a starved process can leave connections there for seconds. So it closes
        // once the queue is empty (read from /proc on Linux; elsewhere once a turn of the loop accepted none).
        const address = server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        const started = Date.now();
        let seen = -1;
        const closeWhenAccepted = (then?: () => void) => {
          const queued = acceptQueueLength(port);
          const empty = queued === undefined ? accepted === seen : queued === 0;
          if (empty || Date.now() - started - delayMs > ACCEPT_SETTLE_MS) {
            closeListener();
            then?.();
            return;
          }
          seen = accepted;
          // The loop's next poll accepts what is queued.
          setTimeout(closeWhenAccepted, 2, then);
        };
        if (delayMs > 0) {
          closeAnswers();
          setTimeout(closeWhenAccepted, delayMs);
        } else {
          // Without a delay answers keep the connection until the listener is closed: a client told Connection:
          // close then finds the port closed (refused) rather than reconnecting into the accept queue a moment
          // before it closes (reset by the kernel).
          setImmediate(closeWhenAccepted, closeAnswers);
        }
      });
      return listenerClosed;
    },
    closeAll() {
      for (const socket of conns.keys()) socket.destroy();
    },
  };
}
