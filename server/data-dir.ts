// DATA_DIR must be a directory this process can write before the database opens in it (decision 084): a bad one
// ends start-up with one line naming the problem. mkdirSync({recursive: true}) is not used for the check: under
// /proc it never returns.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirError';
  }
}

const reason = (e: unknown) => (e as NodeJS.ErrnoException)?.code ?? (e as Error)?.message ?? 'unknown error';

/** Creates DATA_DIR (mode 0700) level by level if missing and proves it writable; throws DataDirError if not. */
export function prepareDataDir(dir: string): string {
  const abs = path.resolve(dir);
  const missing: string[] = [];
  let existing = abs;
  while (!fs.existsSync(existing)) {
    missing.unshift(existing);
    const parent = path.dirname(existing);
    if (parent === existing) break;
    existing = parent;
  }
  let st: fs.Stats;
  try {
    st = fs.statSync(existing);
  } catch (e) {
    throw new DataDirError(`DATA_DIR ${dir}: ${existing} cannot be read (${reason(e)})`);
  }
  if (!st.isDirectory()) throw new DataDirError(`DATA_DIR ${dir}: ${existing} is not a directory`);
  for (const m of missing) {
    try {
      fs.mkdirSync(m, { mode: 0o700 });
    } catch (e) {
      throw new DataDirError(`DATA_DIR ${dir}: cannot create ${m} (${reason(e)})`);
    }
  }
  // A real write, synced: access(W_OK) says yes to root on read-only and pseudo file systems.
  const probe = path.join(abs, `.write-check-${process.pid}`);
  try {
    const fd = fs.openSync(probe, 'wx', 0o600);
    try {
      fs.writeSync(fd, 'ok');
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.unlinkSync(probe);
  } catch (e) {
    try {
      fs.rmSync(probe, { force: true });
    } catch {
      // nothing was created
    }
    throw new DataDirError(`DATA_DIR ${dir} is not writable (${reason(e)})`);
  }
  return abs;
}
