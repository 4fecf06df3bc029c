// Draws the product visuals into client/components/visuals/<id>.svg (decision 110) and prints each file's gzip
// size. `npx tsx scripts/visuals/draw.ts [id ...]`; the files are committed, this only regenerates them after a
// change to a drawing or to the prices it shows.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../build-config.ts';

const OUT = path.join(ROOT, 'client/components/visuals');
const all = (await fs.readdir(path.join(ROOT, 'scripts/visuals')))
  .filter((f) => f.endsWith('.ts') && !['kit.ts', 'glyphs.ts', 'markup.ts', 'draw.ts', 'render.ts'].includes(f))
  .map((f) => f.slice(0, -3));
const ids = process.argv.length > 2 ? process.argv.slice(2) : all;
for (const id of ids) {
  const draw = (await import(`./${id}.ts`)).default as () => string;
  const out = draw();
  await fs.writeFile(path.join(OUT, `${id}.svg`), out);
  console.log(`${id}.svg: ${out.length} bytes, ${gzipSync(out, { level: 9 }).length} gzip`);
}
