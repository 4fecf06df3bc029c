import pino, { type Logger } from 'pino';

export type { Logger };

// Structured JSON logs to stdout. Personal data never goes in: request bodies are not logged,
// and the redact list covers the headers and fields that could carry it.
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
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
    // stdout in batches: lines collect until 8 KB are waiting (or a second has passed) and leave in one write(2).
    // One synchronous write per batch costs a fraction of an asynchronous one (a thread-pool round trip), and
    // without the minimum a busy server made one write per request (decisions 190, 195). pino flushes what is left
    // when the process exits; the process flushes after its listening and draining lines.
    destination ?? pino.destination({ dest: 1, sync: true, minLength: 8192, periodicFlush: 1000 }),
  );
}
