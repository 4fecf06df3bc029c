import { describe, expect, test } from 'vitest';
import { matchRoute, resolvePage } from '../../shared/routes.ts';
import { THEME_CATEGORY_KEYS, THEME_VARIANTS } from '../../shared/theme-ids.ts';
import { showcaseCategories } from '../../content/pages/themes.ts';

describe('theme view links and the category form (decision 120)', () => {
  test('every variant of every theme is a theme demo in the demo layout, noindex', () => {
    for (const [id, variants] of Object.entries(THEME_VARIANTS)) {
      for (const v of variants) {
        const m = matchRoute(`/websites/themes/${id}/${v}`);
        expect(m?.route.id).toBe('theme-demo');
        expect(m?.params).toEqual({ themeId: id, variantId: v });
        expect(m?.route.layout).toBe('demo');
        expect(m?.route.indexable).toBe(false);
      }
    }
  });

  test('a category key keeps the themes page, with or without more segments', () => {
    expect(resolvePage('/websites/themes/food/harbor-cafe', '').page).toBe('themes');
    expect(matchRoute('/websites/themes/store/anything/more')?.route.id).toBe('themes-detail');
    expect(showcaseCategories.map((c) => c.key)).toEqual([...THEME_CATEGORY_KEYS]);
  });

  test.each([
    '/websites/themes/harbor-cafe/bold', // a variant of another theme
    '/websites/themes/harbor-cafe/classic/more',
    '/websites/themes/unknown/classic',
    '/websites/themes/constructor/classic', // not an own property
    '/websites/themes/__proto__/classic',
    '/websites/themes/harbor-cafe/toString',
  ])('%s matches nothing (404)', (path) => {
    expect(matchRoute(path)).toBeNull();
    expect(resolvePage(path, '').page).toBe('not-found');
  });
});
