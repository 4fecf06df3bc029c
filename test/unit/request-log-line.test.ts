import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger.ts';
import { pipeline } from '../../server/pipeline.ts';
import { createRequestLogStep } from '../../server/request-log.ts';
import { LogCapture } from '../helpers/test-app.ts';

// The request line is written as text, not through pino's serialiser: it must be the line pino would write.
let server: http.Server | undefined;
afterEach(() => server?.close());

async function serve(level: string, status: number) {
  const logs = new LogCapture();
  const handler = pipeline(
    [
      createRequestLogStep(createLogger(level, logs)),
      (_req, res) => {
        res.statusCode = status;
        res.end('ok');
      },
    ],
    () => {},
  );
  server = http.createServer(handler);
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { logs, base };
}

/** What pino itself writes for the same fields, at the same time. */
function pinoLine(level: 'info' | 'error', line: Record<string, unknown>): string {
  const capture = new LogCapture();
  const expected = pino({ base: undefined, timestamp: () => `,"time":${String(line.time)}` }, capture);
  const { reqId, req, res, responseTime, msg } = line;
  expected[level]({ reqId, req, res, responseTime }, msg as string);
  return capture.lines[0];
}

describe('the request log line', () => {
  it('is the line pino writes, with a path that needs escaping and without the query', async () => {
    const { logs, base } = await serve('info', 200);
    // A raw path: fetch and URL strings would escape the quote and turn the backslash into a slash.
    await new Promise((resolve) =>
      http.get(
        {
          host: '127.0.0.1',
          port: new URL(base).port,
          path: '/a"b\\c/%E2%9C%93?email=someone@example.com',
          headers: { 'x-request-id': 'lb-7.a_b' },
        },
        (r) => r.resume().on('end', resolve),
      ),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(logs.lines).toHaveLength(1);
    const line = JSON.parse(logs.lines[0]);
    expect(line).toMatchObject({ level: 30, reqId: 'lb-7.a_b', req: { id: 'lb-7.a_b', method: 'GET' } });
    expect(line.req.path).toBe('/a"b\\c/%E2%9C%93');
    expect(logs.lines[0]).not.toContain('someone');
    expect(logs.lines[0]).toBe(pinoLine('info', line));
  });

  it('is an error line for a 5xx answer, and follows the logger level', async () => {
    const { logs, base } = await serve('info', 503);
    await fetch(`${base}/x`);
    await new Promise((r) => setTimeout(r, 20));
    const line = JSON.parse(logs.lines[0]);
    expect(line.level).toBe(50);
    expect(logs.lines[0]).toBe(pinoLine('error', line));
    server!.close();

    const quiet = await serve('warn', 200);
    await fetch(`${quiet.base}/x`);
    await new Promise((r) => setTimeout(r, 20));
    expect(quiet.logs.lines).toHaveLength(0);
  });
});
