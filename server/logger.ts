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
    // stdout written asynchronously: lines logged while a write is in progress go out together in the next one,
    // so a busy server makes one write per batch, not one per request (decision 190). pino flushes what is left
    // synchronously when the process exits.
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}
