// W3C conformance of every page's HTML: html-validate's standard preset, over every route of
// the table and the 404 page, as the server sends them.
import { HtmlValidate } from 'html-validate';
import request from 'supertest';
import { beforeAll, expect, test } from 'vitest';
import { routes } from '../../shared/routes.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { concreteRoutePath } from '../helpers/html.ts';

const concrete = concreteRoutePath;

const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
let app: Awaited<ReturnType<typeof createTestApp>>['app'];
beforeAll(async () => {
  ({ app } = await createTestApp());
});

test.each([...routes.map((r) => concrete(r.path)), '/no-such-page', '/websites?msgCode=2'])(
  '%s has no html-validate error',
  async (path) => {
    const html = (await request(app).get(path)).text;
    const report = await validator.validateString(html, path);
    const errors = report.results.flatMap((r) =>
      r.messages
        .filter((m) => m.severity === 2)
        .map((m) => `${m.ruleId} ${m.line}:${m.column} ${m.message} [${m.selector ?? ''}]`),
    );
    expect(errors).toEqual([]);
  },
);
