import pino, { type Logger } from 'pino';

export type { Logger };

// Structured JSON logs to stdout. Personal data never goes in: request bodies are not logged,
// and the redact list covers the headers and fields that could carry it.
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  // stdout in batches: lines collect until 8 KB are waiting (or a second has passed) and leave in one write(2).
  // One synchronous write per batch costs a fraction of an asynchronous one (a thread-pool round trip), and
  // without the minimum a busy server made one write per request (decisions 190, 195). What is left is written when
  // the process exits; the process flushes after its listening and draining lines.
  const batched = destination
    ? undefined
    : pino.destination({ dest: 1, sync: true, minLength: 8192, periodicFlush: 1000 });
  // pino flushes only an asynchronous destination at exit; a batch still waiting here is written then too.
  if (batched) process.once('exit', () => batched.flushSync());
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
