import pino, { type Logger } from 'pino';

export type { Logger };

// Structured JSON logs to stdout. Personal data never goes in: request bodies are not logged,
// and the redact list covers the headers and fields that could carry it.
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const batched = destination ? undefined : new LineBatch(byteDestination(1));
  // pino flushes only an asynchronous destination at exit; a batch still waiting here is written then too.
  if (batched) {
    process.once('exit', () => batched.flush());
    setInterval(() => batched.flush(), BATCH_MAX_WAIT_MS).unref();
  }
  return pino(
    {
      level,
      base: undefined,
      // A warning or an error leaves at once, with the lines batched before it: an operator (or a test reading the
      // output) sees it when it happens. The request lines are written by their own logger (server/request-log.ts).
      ...(batched && {
        hooks: {
          logMethod(args, method, levelValue) {
            method.apply(this, args);
            if (levelValue >= 40) batched.flush();
          },
        },
      }),
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          '*.email',
          '*.phone',
          '*.name',
        ],
        censor: '[redacted]',
      },
    },
    destination ?? batched!,
  );
}

/** A synchronous sonic-boom (pino's destination) that takes bytes; its type declares only a write of text. */
export function byteDestination(dest: number | string): ByteDestination {
  return pino.destination({ dest, sync: true, contentMode: 'buffer' }) as unknown as ByteDestination;
}

/** Where a batch goes: a synchronous write of bytes, and (sonic-boom's) an 'error' event when one failed. */
export interface ByteDestination {
  write(chunk: Buffer): unknown;
  on?(event: 'error', listener: (err: Error) => void): unknown;
}

/** Bytes of waiting lines that make a batch, and the longest a line waits. */
const BATCH_BYTES = 8192;
export const BATCH_MAX_WAIT_MS = 1000;

/**
 * stdout in batches: lines collect until 8 KB are waiting (or a second has passed) and leave in one synchronous
 * write(2). One synchronous write per batch costs a fraction of an asynchronous one (a thread-pool round trip), and
 * without batching a busy server made one write per request (decisions 190, 195).
 *
 * Each line is encoded once, into one buffer kept for the life of the process, and a batch leaves as a view of it
 * (decision 264). As text, the waiting lines were joined, and sonic-boom measured the batch and encoded it twice (for
 * the write and again for its bookkeeping), each time into a new 8 KB buffer outside the heap: about 7 % of a cached
 * page's JavaScript. The buffer can be reused at once because the destination is synchronous: sonic-boom in sync
 * mode has written the view (retrying EAGAIN itself) before its write() returns. Only a write that failed otherwise
 * (ENOSPC on a full disk) leaves the view with sonic-boom, to be tried again with the next batch: the batch then moves
 * to a new buffer, so the lines waiting there are not overwritten.
 */
export class LineBatch implements pino.DestinationStream {
  private buf: Buffer;
  private used = 0;

  constructor(
    private readonly out: ByteDestination,
    private readonly limit = BATCH_BYTES,
  ) {
    // A full batch, and room for one more line of ordinary length before the batch leaves.
    this.buf = Buffer.allocUnsafe(limit * 2);
    out.on?.('error', () => {
      this.buf = Buffer.allocUnsafe(this.buf.length);
    });
  }

  write(line: string): void {
    // The most bytes a string of this length can take in UTF-8 (three per UTF-16 unit).
    const most = line.length * 3;
    if (this.used + most > this.buf.length) {
      this.flush();
      if (most > this.buf.length) {
        // A line longer than the buffer (a long error) leaves on its own.
        this.out.write(Buffer.from(line));
        return;
      }
    }
    this.used += this.buf.write(line, this.used);
    if (this.used >= this.limit) this.flush();
  }

  /** Writes what is waiting now (pino's logger.flush() calls this, with a callback). */
  flush(done?: (err?: Error) => void): void {
    if (this.used > 0) {
      const chunk = this.buf.subarray(0, this.used);
      this.used = 0;
      this.out.write(chunk);
    }
    done?.();
  }
}
