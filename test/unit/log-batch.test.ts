// The stdout logger's batching (server/logger.ts): lines wait until a batch is full, leave in order in one write,
// and a flush writes whatever waits. A batch is a view of one buffer the batch keeps reusing, so a destination
// must be done with it when its write returns: the sink here copies it at once, as sonic-boom's synchronous write
// does (the last test writes through the real one).
import { EventEmitter } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, test } from 'vitest';
import { byteDestination, LineBatch } from '../../server/logger.ts';

describe('log line batches', () => {
  const sink = () => {
    const writes: string[] = [];
    return { writes, out: { write: (chunk: Buffer) => writes.push(chunk.toString('utf8')) } };
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

  test('lines outside ASCII keep every character, in batches that stay whole', () => {
    const { writes, out } = sink();
    const batch = new LineBatch(out, 64);
    const lines = Array.from({ length: 40 }, (_, i) => `{"msg":"café ${i} – 日本 🚀"}\n`);
    for (const line of lines) batch.write(line);
    batch.flush();
    expect(writes.length).toBeGreaterThan(5);
    expect(writes.join('')).toBe(lines.join(''));
    // Every batch ends at a line's end: nothing is cut inside a line or a character.
    for (const w of writes) expect(w.endsWith('\n')).toBe(true);
  });

  test('a line longer than the buffer leaves on its own, after the lines that waited', () => {
    const { writes, out } = sink();
    const batch = new LineBatch(out, 30);
    batch.write('short\n');
    const long = `${'x'.repeat(200)}\n`;
    batch.write(long);
    batch.write('after\n');
    batch.flush();
    expect(writes).toEqual(['short\n', long, 'after\n']);
  });

  test('a batch a failed write left with the destination is not overwritten by the lines after it', () => {
    // As sonic-boom does on ENOSPC: it reports the error and keeps the view, to write it with the next batch.
    const events = new EventEmitter();
    const kept: Buffer[] = [];
    let fail = true;
    const out = {
      write(chunk: Buffer) {
        kept.push(chunk);
        if (fail) events.emit('error', new Error('ENOSPC'));
      },
      on: (event: 'error', listener: (err: Error) => void) => events.on(event, listener),
    };
    const batch = new LineBatch(out, 16);
    batch.write('first line 0001\n');
    fail = false;
    batch.write('second line 002\n');
    expect(kept.map((c) => c.toString())).toEqual(['first line 0001\n', 'second line 002\n']);
  });

  test('pino writes through it: a logger on a batch holds its lines until flushed', () => {
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

  test("through pino's synchronous destination, many batches from the one buffer arrive whole and in order", () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'log-batch-')), 'out.log');
    const destination = byteDestination(file);
    const batch = new LineBatch(destination, 256);
    const lines = Array.from({ length: 500 }, (_, i) => `{"n":${i},"msg":"request completed ✓"}\n`);
    for (const line of lines) batch.write(line);
    batch.flush();
    expect(readFileSync(file, 'utf8')).toBe(lines.join(''));
  });
});
