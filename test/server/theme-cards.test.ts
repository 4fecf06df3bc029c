import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { themes, themeEditUrl, themeViewUrl } from '../../content/themes.ts';
import { createTestApp } from '../helpers/test-app.ts';

// Decision 318: a theme card offers Preview (its demo) and Start (the builder with it; the desktop-only notice on a
// phone) as buttons, and no byline on the themes page.
describe('theme cards on the themes page', () => {
  let main: string;
  const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  const links = (html: string) =>
    [...html.matchAll(/<a\s[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({ tag: m[0], text: m[1] }));

  beforeAll(async () => {
    const { app } = await createTestApp();
    const html = (await request(app).get('/websites/themes')).text;
    main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  }, 60_000);

  test.each(themes.map((t) => [t.title, t] as const))(
    '%s: Preview and Start are buttons to its demo and the builder',
    (title, theme) => {
      const all = links(main);
      const preview = all.filter((l) => attr(l.tag, 'aria-label') === `Preview ${title}`);
      // The card shows in the "All themes" tab and in its category's tab.
      expect(preview.length).toBeGreaterThan(0);
      for (const l of preview) {
        expect(attr(l.tag, 'href')).toBe(themeViewUrl(theme));
        expect(l.text).toBe('Preview');
        expect(attr(l.tag, 'class')).toMatch(/\bbutton\b/);
      }
      const start = all.filter((l) => attr(l.tag, 'aria-label') === `Start with ${title}`);
      // One for a computer (the editor) and one for a phone (the desktop-only notice); CSS shows one.
      expect(start).toHaveLength(preview.length * 2);
      expect(new Set(start.map((l) => attr(l.tag, 'href')))).toEqual(
        new Set([themeEditUrl(theme), '/websites?msgCode=2']),
      );
      for (const l of start) {
        expect(l.text).toBe('Start');
        expect(attr(l.tag, 'class')).toMatch(/\bbutton button--primary\b/);
      }
    },
  );

  test('no byline, and no Edit or View links left', () => {
    expect(main).not.toContain('Design Studio');
    expect(main).not.toMatch(/>\s*by\s/);
    for (const l of links(main)) expect(l.text).not.toMatch(/^(Edit|View)$/);
  });
});
