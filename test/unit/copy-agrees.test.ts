import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { developerPage } from '../../content/pages/developer.ts';
import { mailPage } from '../../content/pages/mail.ts';
import { storesPage } from '../../content/pages/stores.ts';
import { matchRoute } from '../../shared/routes.ts';

// Copy that must agree with the site itself: answers that answer their question, pages that hold what other pages
// say they hold, and decision records that say what the code does.

describe('FAQ answers agree with their question and with the site', () => {
  test('Mail: "more than 10 mailboxes" is answered for 11 and up, not only for 20 or more', () => {
    const item = mailPage.faq.find((f) => f.questionText.includes('more than 10 mailboxes'))!;
    expect(item).toBeDefined();
    expect(item.answerText).toMatch(/more than 10/);
    expect(item.answerText).toMatch(/call us/i);
  });

  test('/stores: the developer network is not said to list experts the /developer page does not name', () => {
    const item = storesPage.faq.find((f) => f.questionText === 'Can someone build my store for me?')!;
    const says = `${item.answerText} ${storesPage.developerText}`;
    // /developer lists kinds of help, not people: no page may promise a list of experts.
    expect(developerPage.list.every((l) => !/\b(Inc|LLC|Ltd)\b/.test(l.title))).toBe(true);
    expect(says).not.toMatch(/lists independent experts|the independent experts who/i);
    expect(item.answerText).toMatch(/introduce you/);
  });
});

describe('decision 001 says what the route table does', () => {
  test('/businessmaker is a prefix match: other paths under it show the page, not a 404', () => {
    const record = readFileSync(new URL('../../docs/decisions/001-route-table-choices.md', import.meta.url), 'utf8');
    expect(record).not.toMatch(/`\/businessmaker` matches exactly/);
    expect(record).toMatch(/`\/businessmaker` matches as a prefix/);
    expect(matchRoute('/businessmaker')?.route.id).toBe('businessmaker');
    expect(matchRoute('/businessmaker/anything')?.route.id).toBe('businessmaker');
    expect(matchRoute('/businessmaker/legal/choose-plan')?.route.id).toBe('businessmaker-legal');
  });
});
