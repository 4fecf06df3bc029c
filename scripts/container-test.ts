// `npm run test:container`: builds the site image from the Dockerfile with podman, then runs the container check
// (test/container/container.test.ts) against it. Without a reachable container registry the base image is built
// here first (scripts/container-base.sh, kept between runs under its tag); NODE_IMAGE names another base instead,
// e.g. NODE_IMAGE=node:22-bookworm-slim where the public image can be pulled. Prints each phase's time, the image's
// size and the plain closing line of the check.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './build-config.ts';

const IMAGE = process.env.CONTAINER_IMAGE ?? 'localhost/siteharbor-web:check';
const LOCAL_BASE = process.env.CONTAINER_BASE_TAG ?? 'localhost/siteharbor-node:22-bookworm-slim';
const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

function fail(why: string): never {
  console.error(`\n!!! container check: ${why}`);
  console.log(`\n0 passed, 1 failed (${why})`);
  process.exit(1);
}

function run(cmd: string, args: string[], what: string, env: NodeJS.ProcessEnv = process.env): void {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, env });
  if (r.status !== 0) fail(`${what} failed (${cmd} ${args.join(' ')} exited ${r.status ?? r.signal})`);
}

if (spawnSync('podman', ['--version'], { stdio: 'ignore' }).status !== 0) {
  fail("podman is not installed (Debian's podman, runc; bash .ci/run installs and configures them)");
}

let base = process.env.NODE_IMAGE;
if (!base) {
  const t = Date.now();
  run('bash', [path.join(ROOT, 'scripts/container-base.sh')], 'building the base image', {
    ...process.env,
    CONTAINER_BASE_TAG: LOCAL_BASE,
  });
  base = LOCAL_BASE;
  console.log(`container: base image ${base} ready in ${seconds(t)}`);
}

const buildArgs = ['build', '--format', 'docker', '--jobs', '2', '--build-arg', `NODE_IMAGE=${base}`, '-t', IMAGE];
// A certificate authority this machine trusts for its TLS traffic (a proxy's) is lent to the build's RUN steps: the
// one Node is told of, else the system's bundle (which holds any the machine was given), as extra roots only.
const SYSTEM_CA = '/etc/ssl/certs/ca-certificates.crt';
const extraCa = process.env.NODE_EXTRA_CA_CERTS || (existsSync(SYSTEM_CA) ? SYSTEM_CA : undefined);
if (extraCa && existsSync(extraCa)) {
  buildArgs.push('--volume', `${extraCa}:/run/build-ca.crt:ro`, '--build-arg', 'NODE_EXTRA_CA_CERTS=/run/build-ca.crt');
}
const tBuild = Date.now();
run('podman', [...buildArgs, ROOT], 'building the image from the Dockerfile');
const size = spawnSync('podman', ['image', 'inspect', '--format', '{{.Size}}', IMAGE], { encoding: 'utf8' }).stdout;
console.log(`container: image ${IMAGE} built in ${seconds(tBuild)}, ${(Number(size) / 1e6).toFixed(0)} MB`);

// The compose file must be valid for a compose tool, not only for the unit test's YAML reader: Debian's
// docker-compose checks it against the compose schema and resolves its variables, starting nothing.
const compose = spawnSync('docker-compose', ['-f', path.join(ROOT, 'deploy/compose.yaml'), 'config', '--quiet'], {
  encoding: 'utf8',
});
if (compose.error) fail("docker-compose is not installed (Debian's docker-compose)");
if (compose.status !== 0) {
  fail(`deploy/compose.yaml is not valid for docker-compose config:\n${compose.stderr}${compose.stdout}`);
}
console.log('container: deploy/compose.yaml is valid (docker-compose config)');

const report = 'test-results/container.json';
const tCheck = Date.now();
const r = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'container', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  { stdio: 'inherit', cwd: ROOT, env: { ...process.env, CONTAINER_IMAGE: IMAGE } },
);
console.log(`container: check ran in ${seconds(tCheck)}; the whole container phase took ${seconds(started)}`);
try {
  const j = JSON.parse(readFileSync(path.join(ROOT, report), 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
  };
  console.log(`\n${j.numPassedTests} passed, ${j.numFailedTests} failed, ${j.numPendingTests} skipped`);
  if (j.numPassedTests === 0 || j.numPendingTests > 0) process.exit(1);
} catch {
  fail('the check wrote no report');
}
process.exit(r.status ?? 1);
