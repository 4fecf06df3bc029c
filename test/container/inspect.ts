// What the check finds wrong with an image, each finding naming its cause: the image's contents (one look inside by
// its own node) and the files a container wrote outside its volume. The check expects no finding for the image it
// built, and the deliberate breaks (fixtures/) expect theirs.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/build-config.ts';
import { DATA_DIR, USER } from './contract.ts';
import { podmanOk } from './podman.ts';

interface Seen {
  uid: number;
  compilers: string[];
  topLevel: string[];
  sources: string[];
  nativeSources: string[];
  tests: string[];
  modules: string[];
}

/** Every finding about what the image holds and who it runs as; empty when it is as the Dockerfile means. */
export async function imageFindings(image: string): Promise<string[]> {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const deps = Object.keys(pkg.dependencies);
  const probe = `
    const fs = require('fs'), path = require('path');
    const has = (p) => fs.existsSync(p);
    const onPath = (c) => (process.env.PATH || '').split(':').some((d) => has(path.join(d, c)));
    const walk = (d, out = []) => { for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name); if (e.isDirectory()) walk(p, out); else out.push(p); } return out; };
    const appFiles = walk('/app');
    console.log(JSON.stringify({
      uid: process.getuid(),
      compilers: ['gcc', 'g++', 'cc', 'c++', 'make', 'python3'].filter(onPath),
      topLevel: fs.readdirSync('/app').sort(),
      sources: appFiles.filter((f) => !f.startsWith('/app/node_modules/') && /\\.(tsx?|mts|cts)$/.test(f)),
      nativeSources: appFiles.filter((f) => /\\.(c|cc|cpp|h|hpp|o|gyp|gypi)$/.test(f)),
      tests: appFiles.filter((f) => !f.startsWith('/app/node_modules/') && /\\.test\\./.test(f)),
      modules: ${JSON.stringify([...deps, ...Object.keys(pkg.devDependencies)])}
        .filter((m) => has('/app/node_modules/' + m + '/package.json')),
    }));`;
  const seen = JSON.parse(
    await podmanOk(['run', '--rm', '--read-only', image, 'node', '-e', probe], `looking inside ${image}`),
  ) as Seen;
  const user = await podmanOk(['image', 'inspect', '--format', '{{.Config.User}}', image], 'reading the image user');
  // Dev-only by the lockfile: a devDependency that a production dependency also needs (a type package) belongs.
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  };
  const findings: string[] = [];
  const listed = (what: string, items: string[]) => {
    if (items.length > 0) findings.push(`${what}: ${items.join(', ')}`);
  };
  if (user !== USER.name) findings.push(`the image runs as "${user}", not ${USER.name} (USER in the runtime stage)`);
  if (seen.uid !== USER.uid) findings.push(`the server's uid is ${seen.uid}, not ${USER.uid}`);
  listed(
    'production dependencies missing from the runtime image',
    deps.filter((m) => !seen.modules.includes(m)),
  );
  listed(
    'devDependencies in the runtime image',
    seen.modules.filter((m) => lock.packages[`node_modules/${m}`]?.dev === true),
  );
  listed('compilers or build tools in the runtime image', seen.compilers);
  const expectedTop = ['dist', 'node_modules', 'package.json', 'public'];
  if (seen.topLevel.join() !== expectedTop.join()) {
    findings.push(`/app holds ${seen.topLevel.join(', ')}; the runtime stage copies ${expectedTop.join(', ')} only`);
  }
  listed('TypeScript sources in the runtime image', seen.sources);
  listed('C/C++ sources, headers or object files in the runtime image', seen.nativeSources);
  listed('test files in the runtime image', seen.tests);
  return findings;
}

/** The files `podman diff` shows written outside DATA_DIR and /tmp: a read-only root would refuse each. */
export async function writtenOutsideData(container: string): Promise<string[]> {
  const diff = await podmanOk(['diff', container], 'podman diff');
  return (
    diff
      .split('\n')
      .map((l) => l.trim().split(/\s+/)[1])
      .filter((p) => p && !p.startsWith(`${DATA_DIR}/`) && p !== DATA_DIR && !p.startsWith('/tmp'))
      // Podman's own files for the container's name and network.
      .filter((p) => !['/etc', '/etc/hosts', '/etc/hostname', '/etc/resolv.conf'].includes(p))
  );
}

/** Builds a deliberately broken image (fixtures/<name>.Dockerfile) on top of the checked one; returns its tag. */
export async function breakImage(image: string, fixture: string): Promise<string> {
  const tag = `localhost/siteharbor-web:broken-${fixture}`;
  const dir = path.join(ROOT, 'test/container/fixtures');
  await podmanOk(
    [
      'build',
      '--format',
      'docker',
      '--build-arg',
      `IMAGE=${image}`,
      '-f',
      path.join(dir, `${fixture}.Dockerfile`),
      '-t',
      tag,
      dir,
    ],
    `building the broken image ${fixture}`,
    300_000,
  );
  return tag;
}
