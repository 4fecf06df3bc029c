// The stdout logger's batching (server/logger.ts): lines wait until a batch is full, leave in order in one write,
// and a flush writes whatever waits.
import { describe, expect, test } from 'vitest';
import { LineBatch } from '../../server/logger.ts';

describe('log line batches', () => {
  const sink = () => {
    const writes: string[] = [];
    return { writes, out: { write: (chunk: string) => writes.push(chunk) } };
  };

  test('lines wait until the batch reaches its size, then leave together in order', () => {
    const { writes, out } = sink();
    const batch = new LineBatch(out, 30);
    batch.write('{"n":1}\n');
    batch.write('{"n":2}\n');
    batch.write('{"n":3}\n');
    expect(writes).toEqual([]);
    batch.write('{"n":4}\n');
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n{"n":4}\n']);
    batch.write('{"n":5}\n');
    expect(writes).toHaveLength(1);
  });

  test('a flush writes what waits (and nothing when nothing does), then calls back', () => {
    const { writes, out } = sink();
    const batch = new LineBatch(out, 8192);
    let called = 0;
    batch.flush(() => called++);
    expect(writes).toEqual([]);
    batch.write('a\n');
    batch.write('b\n');
    batch.flush(() => called++);
    expect(writes).toEqual(['a\nb\n']);
    expect(called).toBe(2);
  });

  test('pino writes through it: a logger on a batch holds its lines until flushed', async () => {
    const { default: pino } = await import('pino');
    const { writes, out } = sink();
    const batch = new LineBatch(out, 8192);
    const logger = pino({ base: undefined }, batch);
    logger.info('one');
    logger.info('two');
    expect(writes).toEqual([]);
    logger.flush();
    expect(writes).toHaveLength(1);
    expect(
      writes[0]
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l).msg),
    ).toEqual(['one', 'two']);
  });
});
