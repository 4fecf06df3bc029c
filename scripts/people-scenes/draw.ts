// Draws the scenes of people at work (decision 285) into public/people/scenes/<id>.svg: full-body Open Peeps
// (Pablo Stanley, CC0 1.0, from the react-peeps package, MIT) at a counter, a desk, a board or a shop front, on the
// product visuals' canvas and in their palette (scripts/visuals/kit.ts). The files are committed; nothing is drawn
// at build time. To draw them again:
//   cd "$(mktemp -d)" && npm pack react-peeps@0.1.10 && tar xzf react-peeps-0.1.10.tgz
//   npx tsx scripts/people-scenes/draw.ts "$PWD/package" [id ...]      (from the repository's root)
// then look at them: npx tsx scripts/visuals/render.ts /tmp/scenes --scenes
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../build-config.ts';
import { loadPeeps } from './peeps.ts';
import { SCENES } from './scenes.ts';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: npx tsx scripts/people-scenes/draw.ts <unpacked react-peeps folder> [id ...]');
  process.exit(2);
}
const peeps = loadPeeps(path.resolve(dir));
const OUT = path.join(ROOT, 'public/people/scenes');
await fs.mkdir(OUT, { recursive: true });
const ids = process.argv.length > 3 ? process.argv.slice(3) : Object.keys(SCENES);
for (const id of ids) {
  const draw = SCENES[id];
  if (!draw) throw new Error(`no scene ${id}`);
  const out = draw(peeps);
  await fs.writeFile(path.join(OUT, `${id}.svg`), out);
  console.log(`scenes/${id}.svg: ${out.length} bytes, ${gzipSync(out, { level: 9 }).length} gzip`);
}
