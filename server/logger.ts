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
    // stdout written asynchronously and in batches: lines collect until 4 KB are waiting (or a second has passed)
    // and leave in one write. Without the minimum, a quick write completes before the next line is logged and a busy
    // server made one write, one thread-pool round trip, per request (decisions 190, 195). pino flushes what is left
    // synchronously when the process exits; the process flushes after its start-up line.
    destination ?? pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 }),
  );
}
