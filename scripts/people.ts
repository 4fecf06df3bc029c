// Draws the illustrated people of the site (decision 254) from the Open Peeps set (Pablo Stanley, CC0 1.0) as
// kept by DiceBear's open-peeps style, recoloured to the brand palette, and writes one SVG per team to
// public/people/. The files are committed and keep their names, so a page names them with a short path and
// ships no import for them. Run after changing a person or a colour: `npx tsx scripts/people.ts`, then look.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createAvatar } from '@dicebear/core';
import * as openPeeps from '@dicebear/open-peeps';
import { ROOT } from './build-config.ts';

/** The site's tokens (client/styles/tokens.css) and soft tints of them, as the product visuals use them. */
const INK = '0b2540'; // --color-ink: the drawn line, in place of the set's black
const CLOTHES = {
  primary: '0b4f8a', // --color-primary
  accent: 'b8401d', // --color-accent
  success: '1d6b3a', // --color-success
  mid: '6f9fcb', // a mid tint of the primary (product visuals)
  sand: 'dcab4f', // the warm mid tint of the product visuals
} as const;
const PLATE = {
  blue: 'cfe1f3', // the sky tint of the product visuals
  sand: 'f6e7cf',
  mint: 'd5ecdf',
  rose: 'f6dcd2',
} as const;
// Skin and hair stay in a human range (a blue face reads as a costume), warmed towards the accent family.
const SKIN = { light: 'f3d2bb', medium: 'd9a27a', tan: 'a8643e', deep: '6b4535' } as const;
const HAIR = { ink: INK, brown: '4a312c', dark: '2c1b18', auburn: '963317' } as const;

interface Person {
  head: string;
  face: string;
  skin: string;
  hair: string;
  clothes: string;
  plate: string;
  glasses?: boolean;
  beard?: string;
}

/** Each team is a row of round portraits that overlap a little, like a peer's "meet the team" strip. */
const TEAMS: Record<string, Person[]> = {
  // The people who answer the phone (the support card).
  support: [
    { head: 'bun', face: 'smile', skin: SKIN.medium, hair: HAIR.dark, clothes: CLOTHES.primary, plate: PLATE.blue },
    { head: 'short2', face: 'cute', skin: SKIN.deep, hair: HAIR.dark, clothes: CLOTHES.accent, plate: PLATE.sand },
    {
      head: 'long',
      face: 'calm',
      skin: SKIN.light,
      hair: HAIR.auburn,
      clothes: CLOTHES.success,
      plate: PLATE.mint,
      glasses: true,
    },
  ],
  // The designers who build a site (/webdesign and the consultation pages).
  designers: [
    {
      head: 'twists',
      face: 'smile',
      skin: SKIN.tan,
      hair: HAIR.ink,
      clothes: CLOTHES.sand,
      plate: PLATE.rose,
      glasses: true,
    },
    {
      head: 'shaved2',
      face: 'calm',
      skin: SKIN.light,
      hair: HAIR.brown,
      clothes: CLOTHES.primary,
      plate: PLATE.blue,
      beard: 'full',
    },
  ],
  // The account team of /enterprisesolutions.
  account: [
    { head: 'short4', face: 'calm', skin: SKIN.light, hair: HAIR.brown, clothes: CLOTHES.primary, plate: PLATE.blue },
    { head: 'hijab', face: 'smile', skin: SKIN.medium, hair: CLOTHES.mid, clothes: CLOTHES.accent, plate: PLATE.sand },
    { head: 'grayShort', face: 'cute', skin: SKIN.deep, hair: HAIR.dark, clothes: CLOTHES.success, plate: PLATE.mint },
  ],
};

/** One portrait's drawing (the 704-unit canvas of the set), without DiceBear's wrapper, metadata and mask. */
function drawing(p: Person): string {
  const svg = createAvatar(openPeeps, {
    head: [p.head] as never,
    face: [p.face] as never,
    skinColor: [p.skin],
    headContrastColor: [p.hair],
    clothingColor: [p.clothes],
    accessories: ['glasses'],
    accessoriesProbability: p.glasses ? 100 : 0,
    facialHair: p.beard ? ([p.beard] as never) : undefined,
    facialHairProbability: p.beard ? 100 : 0,
    maskProbability: 0,
  }).toString();
  // DiceBear wraps the parts in <g mask="url(#viewboxMask)">; the portrait keeps what is inside it.
  const body = /<g mask="url\(#viewboxMask\)">([\s\S]*)<\/g><\/svg>$/.exec(svg)?.[1];
  if (!body) throw new Error('open-peeps: unexpected SVG shape');
  return body.replaceAll('#000', `#${INK}`);
}

const SIZE = 704; // the set's canvas
const STEP = 528; // each portrait overlaps the one before by a quarter
const RING = 40; // a white ring parts the portraits

function team(people: Person[]): { svg: string; width: number; height: number } {
  const r = SIZE / 2;
  const width = SIZE + STEP * (people.length - 1) + RING;
  const height = SIZE + RING;
  // Drawn right to left, so each portrait overlaps the back of the next one's head, not its face.
  const parts = people.map((p, i) => {
    const cx = RING / 2 + i * STEP + r;
    const cy = RING / 2 + r;
    // The bust sits a little low in the set's canvas: a smaller scale and a lift frame head and shoulders.
    return (
      `<circle cx="${cx}" cy="${cy}" r="${r + RING / 2}" fill="#fff"/>` +
      `<clipPath id="p${i}"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath>` +
      `<g clip-path="url(#p${i})"><rect x="${cx - r}" y="${cy - r}" width="${SIZE}" height="${SIZE}" fill="#${p.plate}"/>` +
      `<g transform="translate(${cx - r + SIZE * 0.05} ${cy - r + SIZE * 0.08}) scale(0.88)">${drawing(p)}</g></g>`
    );
  });
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" fill="none">` +
    `<!-- Open Peeps by Pablo Stanley, CC0 1.0, via DiceBear open-peeps; recoloured (scripts/people.ts) -->` +
    `${parts.reverse().join('')}</svg>\n`;
  return { svg, width, height };
}

const OUT = path.join(ROOT, 'public/people');
mkdirSync(OUT, { recursive: true });
for (const [name, people] of Object.entries(TEAMS)) {
  const { svg, width, height } = team(people);
  const file = path.join(OUT, `${name}.svg`);
  writeFileSync(file, svg);
  const gz = gzipSync(svg, { level: 9 }).length;
  console.log(
    `${path.relative(ROOT, file)}: ${width}x${height}, ${(svg.length / 1024).toFixed(1)} KB, ${(gz / 1024).toFixed(1)} KB gzip`,
  );
}
