// The answer to a refused plain form post that costs no render: a small fixed page with the message and the way
// back to the form (the browser's Back keeps what was typed). Used for every 429, and for a 400 or other refusal
// once the address has had its form render for the moment (see createFormPagesRouter).
import type { Response } from 'express';
import type { FormEcho } from '../../shared/form-echo.ts';
import { formRefusalTexts } from '../../content/answers.ts';

const HEADINGS = formRefusalTexts.headings;
const OTHER_HEADING = formRefusalTexts.otherHeading;
const CHECK_FIELDS = formRefusalTexts.checkFields;
const BACK = formRefusalTexts.back;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The refusal page's HTML: under a kilobyte plus the messages, built per answer from fixed parts. */
export function formRefusalHtml(status: number, echo: FormEcho): string {
  const heading = HEADINGS[status] ?? OTHER_HEADING;
  const errors = Object.values(echo.errors);
  const parts = [
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(heading)}</title></head><body><main><h1>${escapeHtml(heading)}</h1>`,
  ];
  if (echo.failure) parts.push(`<p role="alert">${escapeHtml(echo.failure)}</p>`);
  if (errors.length > 0) {
    parts.push(`<p>${escapeHtml(CHECK_FIELDS)}</p><ul>`);
    for (const e of errors) parts.push(`<li>${escapeHtml(e)}</li>`);
    parts.push('</ul>');
  }
  parts.push(`<p><a href="${escapeHtml(echo.path)}">${escapeHtml(BACK)}</a></p></main></body></html>`);
  return parts.join('');
}

export function sendFormRefusal(res: Response, status: number, echo: FormEcho): void {
  res.status(status).set('Cache-Control', 'no-store').type('html').send(formRefusalHtml(status, echo));
}
