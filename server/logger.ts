import pino, { type Logger } from 'pino';

export type { Logger };

// Structured JSON logs to stdout. Personal data never goes in: request bodies are not logged,
// and the redact list covers the headers and fields that could carry it.
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const batched = destination ? undefined : new LineBatch(pino.destination({ dest: 1, sync: true }));
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

/** Characters of waiting lines that make a batch, and the longest a line waits. */
const BATCH_CHARS = 8192;
const BATCH_MAX_WAIT_MS = 1000;

/**
 * stdout in batches: lines collect until 8 KB are waiting (or a second has passed) and leave in one synchronous
 * write(2). One synchronous write per batch costs a fraction of an asynchronous one (a thread-pool round trip), and
 * without batching a busy server made one write per request (decisions 190, 195). The lines wait in an array joined
 * once per batch: sonic-boom's own minLength measured its whole waiting buffer again on every line (the byte length
 * of a growing string), which cost more per request than writing the line (decision 258).
 */
export class LineBatch implements pino.DestinationStream {
  private lines: string[] = [];
  private chars = 0;

  constructor(
    private readonly out: { write(chunk: string): unknown },
    private readonly limit = BATCH_CHARS,
  ) {}

  write(line: string): void {
    this.lines.push(line);
    this.chars += line.length;
    if (this.chars >= this.limit) this.flush();
  }

  /** Writes what is waiting now (pino's logger.flush() calls this, with a callback). */
  flush(done?: (err?: Error) => void): void {
    if (this.lines.length > 0) {
      const chunk = this.lines.length === 1 ? this.lines[0] : this.lines.join('');
      this.lines = [];
      this.chars = 0;
      this.out.write(chunk);
    }
    done?.();
  }
}
