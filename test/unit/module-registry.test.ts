import { describe, expect, test } from 'vitest';
import { createModuleRegistry, serverLoadsSettled, startServerLoad } from '../../client/app/module-registry.ts';

describe('module registry', () => {
  test('a module loads once, is usable once it has arrived, and every caller gets the same load', async () => {
    let calls = 0;
    const registry = createModuleRegistry({ a: async () => ({ value: ++calls }) });
    expect(registry.isLoaded('a')).toBe(false);
    const [first, second] = await Promise.all([registry.load('a'), registry.load('a')]);
    expect(first).toBe(second);
    expect(calls).toBe(1);
    expect(registry.isLoaded('a')).toBe(true);
  });

  test('start-up waits for the loads a module started while it was evaluated', async () => {
    let arrive!: () => void;
    let arrived = false;
    startServerLoad(new Promise<void>((r) => (arrive = r)).then(() => (arrived = true)));
    let settled = false;
    const waiting = serverLoadsSettled().then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    arrive();
    await waiting;
    expect(arrived).toBe(true);
  });
});
