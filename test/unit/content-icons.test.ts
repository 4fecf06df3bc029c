// Icons named in content/ for feature lists are line icons the section kit draws (icons.svg from
// client/components/sections/icon-names.ts), one per item: a name outside the set would render an empty icon.
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../../client/components/sections/icon-names.ts';
import { enterpriseFeatures } from '../../content/pages/enterprise.ts';
import { webDesignFeatures } from '../../content/pages/webdesign.ts';
import { localFeatureIcons, localFeatures } from '../../content/pages/local.ts';
import { scanCheckIcons, scanChecks } from '../../content/pages/local-scan.ts';

const lists: [string, readonly string[], number][] = [
  ['enterpriseFeatures.cards', enterpriseFeatures.cards.map((c) => c.icon), enterpriseFeatures.cards.length],
  ['webDesignFeatures.items', webDesignFeatures.items.map((c) => c.icon), webDesignFeatures.items.length],
  ['localFeatureIcons', localFeatureIcons, localFeatures.length],
  ['scanCheckIcons', scanCheckIcons, scanChecks.length],
];

describe('icons in content', () => {
  for (const [name, icons, items] of lists) {
    it(`${name}: one kit icon per item`, () => {
      expect(icons).toHaveLength(items);
      for (const icon of icons) expect(Object.keys(ICON_NAMES), `${name}: ${icon}`).toContain(icon);
    });
  }
});
