import express, {
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from 'express';
import { consultationPages } from '../../content/pages/consultation.ts';
import { buildMySitePlanNames } from '../../content/pages/buildmysite.ts';
import { retryAfterText } from '../../content/form-texts.ts';
import { echoList, echoText, isoDay, SENT_QUERY, type FormEcho } from '../../shared/form-echo.ts';
import {
  isLeadType,
  WEB_DESIGN_LEAD_TYPE,
  DEFAULT_BUILD_MY_SITE_LEAD_TYPE,
  type LeadType,
} from '../../shared/lead-types.ts';
import { CHOICE_FIELDS, ENTERPRISE_FIELDS, readChoiceText } from '../../shared/enterprise-schema.ts';
import { placeFields, placeFromPosted, PLACE_FIELDS } from '../../shared/place.ts';
import { routes } from '../../shared/routes.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { FormPageRenderer } from '../pages.ts';
import { addressBudget } from '../client-address.ts';
import { sendBusy } from '../page-answer.ts';
import { RenderShed } from '../render-gate.ts';
import { afterPause } from '../refusal-pause.ts';
import { sendFormRefusal } from './form-refusal.ts';
import { BODY_LIMIT, cutEarly } from './guards.ts';
import type { FormCore, SubmitOutcome } from './leads.ts';
import { formPostTexts, redirectTexts, requestTexts, statusTexts } from '../../content/answers.ts';

// decision 180: every form that asks for personal data posts to its own page, so it works before (or without) the
// page's script. The script, once loaded, sends the same data as JSON to /api/leads or /api/enterprise-contact;
// this is the way in for the HTML form itself. Same rules, messages, rate limit, origin check and outbox.

type LeadTarget = { kind: 'lead'; leadTypes: readonly LeadType[]; successUrl: string };
type EnterpriseTarget = { kind: 'enterprise'; successUrl: string };
/** A step of the local listings funnel that takes the business chosen on the step before it (decision 278). */
type PlaceTarget = { kind: 'place' };
export type FormPageTarget = LeadTarget | EnterpriseTarget | PlaceTarget;

const pathOf = (routeId: string): string => {
  const route = routes.find((r) => r.id === routeId);
  if (!route) throw new Error(`no route ${routeId}`);
  return route.path;
};

/** The form pages by path: which form each holds and where a visitor goes once it is sent. */
export const FORM_PAGES: ReadonlyMap<string, FormPageTarget> = new Map<string, FormPageTarget>([
  ...Object.entries(consultationPages).map(
    ([routeId, page]) =>
      [pathOf(routeId), { kind: 'lead', leadTypes: [page.leadType], successUrl: page.successUrl }] as const,
  ),
  ['/webdesign', { kind: 'lead', leadTypes: [WEB_DESIGN_LEAD_TYPE], successUrl: '/webdesign/thankyou' }],
  [
    '/buildmysite',
    {
      kind: 'lead',
      // The plan select names the lead type; its first option is the page's default (spec 3).
      leadTypes: [
        DEFAULT_BUILD_MY_SITE_LEAD_TYPE,
        ...(Object.keys(buildMySitePlanNames) as LeadType[]).filter((t) => t !== DEFAULT_BUILD_MY_SITE_LEAD_TYPE),
      ],
      successUrl: `/buildmysite?${SENT_QUERY}=1#consultation`,
    },
  ],
  ['/enterprisesolutions/contact', { kind: 'enterprise', successUrl: `/enterprisesolutions/contact?${SENT_QUERY}=1` }],
  // A business's name and address go to the next step in the body of a post, never in its address.
  [pathOf('local-verify'), { kind: 'place' }],
  [pathOf('local-scan'), { kind: 'place' }],
]);

export const FORM_PAGE_PATHS: ReadonlySet<string> = new Set(FORM_PAGES.keys());

/** The fields each form echoes back; anything else a post carries is dropped, never shown again. */
const LEAD_FIELDS = [
  'name',
  'email',
  'phone',
  'countryCode',
  'company',
  'intentId',
  'date',
  'time',
  'agreetos',
  'leadType',
];
// The shared field list, plus the phone's country, which the form posts beside the number.
const ENTERPRISE_POSTED_FIELDS: readonly string[] = [...ENTERPRISE_FIELDS, 'countryCode'];

type Posted = Record<string, string | string[]>;

function pick(body: unknown, fields: readonly string[]): Posted {
  const out: Posted = {};
  if (typeof body !== 'object' || body === null) return out;
  for (const f of fields) {
    const v = (body as Record<string, unknown>)[f];
    if (typeof v === 'string') out[f] = v;
    else if (Array.isArray(v)) out[f] = v.filter((x): x is string => typeof x === 'string').slice(0, 20);
  }
  return out;
}

const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The lead form's fields as the JSON API takes them (client/components/lead-form/submit-lead.ts buildLeadPayload). */
export function leadPayloadFromForm(posted: Posted): Record<string, unknown> {
  const text = (name: string) => echoText(posted, name).trim();
  const payload: Record<string, unknown> = {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    countryCode: text('countryCode') || 'US',
    // A checked box posts its value ("on"); an unchecked one posts nothing.
    agreetos: echoText(posted, 'agreetos') !== '',
  };
  if (text('company')) payload.company = text('company');
  if (text('intentId')) payload.intentId = text('intentId');
  const day = text('date');
  const slot = text('time');
  if (day) {
    payload.date = isoDay(day);
    const iso = payload.date as string;
    if (slot)
      payload.time = ISO_DATE_RE.test(iso)
        ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}, ${slot}`
        : slot;
  } else if (slot) {
    payload.time = slot;
  }
  return payload;
}

/** The enterprise form's fields as the JSON API takes them (client/components/enterprise-form/form-data.ts). */
export function enterprisePayloadFromForm(posted: Posted): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of ENTERPRISE_POSTED_FIELDS)
    out[f] = f === 'services' ? echoList(posted, f).join(',') : echoText(posted, f).trim();
  // A choice as typed into the date field ("15 Jan 2031 / 10:00AM") as the wall-clock value the API takes; text
  // that names no day and time goes through unchanged, so the API's rule refuses it with the field's message.
  for (const f of CHOICE_FIELDS) out[f] = readChoiceText(out[f]) ?? out[f];
  out.countryCode ||= 'US';
  return out;
}

export interface FormPagesDeps {
  config: Config;
  logger: Logger;
  core: FormCore;
}

const FORM_TYPE_RE = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;
// Cut early past the limit as the JSON endpoints are: an oversized post is never read to its end.
const parseForm = cutEarly(
  express.urlencoded({ extended: false, limit: BODY_LIMIT, parameterLimit: 60, type: () => true }),
);

/**
 * Form pages rendered again per address: one a second. A person correcting a form needs longer than that between
 * posts; a flood of refused posts from one address costs one render a second, the rest get the fixed refusal page.
 */
export const FORM_RENDERS_PER_SECOND = 1;
/** Funnel steps rendered with a chosen business per address and second. */
export const PLACE_RENDERS_PER_SECOND = 5;

/** The router of plain form posts to the form pages; `render` draws a form page with the visitor's values. */
export function createFormPagesRouter(deps: FormPagesDeps, render: FormPageRenderer): Router {
  const { core } = deps;
  const log = deps.logger.child({ component: 'form-pages' });
  const allowedOrigin = new URL(deps.config.PUBLIC_URL).origin;

  const plain = (res: Response, status: number, text: string) => {
    res.status(status).set('Cache-Control', 'no-store').type('text/plain').send(text);
  };

  /** The same origin rule as the JSON endpoints (server/api/guards.ts sameOrigin). */
  const sameOrigin: RequestHandler = (req, res, next) => {
    const origin = req.get('origin');
    const own = `${req.protocol}://${req.get('host') ?? ''}`;
    const crossSite =
      req.get('sec-fetch-site')?.toLowerCase() === 'cross-site' ||
      (origin !== undefined && origin !== allowedOrigin && origin !== own);
    if (crossSite) return plain(res, 403, requestTexts.crossSite);
    next();
  };

  const formOnly: RequestHandler = (req, res, next) => {
    if (FORM_TYPE_RE.test(req.headers['content-type'] ?? '')) return next();
    plain(res, 415, formPostTexts.notUrlEncoded);
  };

  const refuse = (res: Response, write: () => void) => afterPause(res, deps.config.REFUSAL_PAUSE_MS, write);
  const admitRender = addressBudget(FORM_RENDERS_PER_SECOND, 1000);
  // A chosen business stores nothing and follows a press, two steps may come within a second: its own budget.
  const admitPlace = addressBudget(PLACE_RENDERS_PER_SECOND, 1000);

  /** The funnel's next step with the chosen business, for this visitor alone: never cached, never logged. */
  const placeStep = async (req: Request, res: Response) => {
    const place = placeFromPosted(pick(req.body, Object.keys(PLACE_FIELDS)));
    const echo: FormEcho = {
      kind: 'place',
      path: req.path,
      values: place ? Object.fromEntries(placeFields(place)) : {},
      errors: {},
    };
    if (!admitPlace(req.ip ?? 'unknown')) {
      res.set('Retry-After', '1');
      const failure = `${formPostTexts.tooManyRequests} ${retryAfterText(1)}`;
      return refuse(res, () => sendFormRefusal(res, 429, { ...echo, failure }));
    }
    let html: Buffer;
    try {
      html = await render(req, echo, req.originalUrl);
    } catch (e) {
      if (!(e instanceof RenderShed)) throw e;
      return refuse(res, () => sendBusy(res));
    }
    res.status(200).set('Cache-Control', 'no-store').type('html').send(html);
  };

  /**
   * The form page again, for this visitor only: values kept, messages beside the fields. Never cached. Rendered
   * through the render gate and within the address's budget; a 429 is never rendered (it answers a flood).
   */
  const again = async (req: Request, res: Response, status: number, echo: FormEcho) => {
    if (status === 429) return refuse(res, () => sendFormRefusal(res, status, echo));
    if (!admitRender(req.ip ?? 'unknown')) return sendFormRefusal(res, status, echo);
    let html: Buffer;
    try {
      html = await render(req, echo);
    } catch (e) {
      if (!(e instanceof RenderShed)) throw e;
      return refuse(res, () => sendBusy(res));
    }
    res.status(status).set('Cache-Control', 'no-store').type('html').send(html);
  };

  const accept: RequestHandler = async (req, res) => {
    const target = FORM_PAGES.get(req.path);
    if (!target) return plain(res, 404, statusTexts.notFound);
    if (target.kind === 'place') return placeStep(req, res);
    const fields = target.kind === 'lead' ? LEAD_FIELDS : ENTERPRISE_POSTED_FIELDS;
    const posted = pick(req.body, fields);
    const echo: FormEcho = { kind: target.kind, path: req.path, values: posted, errors: {} };

    // The same limit, counted in the same limiter, as the JSON endpoints (decision 026).
    let limited: { retryAfterMs: number } | null = null;
    try {
      const d = await core.limiter.hit(req.ip ?? 'unknown');
      if (!d.allowed) limited = d;
    } catch {
      // A limiter that fails lets the request through, as rateLimitMiddleware does.
    }
    if (limited) {
      const seconds = Math.max(1, Math.ceil(limited.retryAfterMs / 1000));
      res.set('Retry-After', String(seconds));
      return again(req, res, 429, { ...echo, failure: `${formPostTexts.tooManyRequests} ${retryAfterText(seconds)}` });
    }

    let outcome: SubmitOutcome;
    if (target.kind === 'lead') {
      const asked = echoText(posted, 'leadType');
      const leadType = target.leadTypes.find((t) => t === asked) ?? target.leadTypes[0];
      if (!isLeadType(leadType)) return plain(res, 404, statusTexts.notFound);
      outcome = await core.submitLead(leadType, leadPayloadFromForm(posted), req.ip, { plainForm: true });
    } else {
      outcome = await core.submitEnterprise(enterprisePayloadFromForm(posted));
    }

    if (outcome.kind === 'stored') {
      res.status(303).set('Cache-Control', 'no-store').location(target.successUrl).type('text/plain');
      res.send(redirectTexts.seeOther(target.successUrl));
      return;
    }
    if (outcome.kind === 'invalid') return again(req, res, 400, { ...echo, errors: outcome.errors });
    const failure =
      outcome.retryAfterS === undefined
        ? outcome.message
        : `${outcome.message.replace(/ Please try again later\.$/, '')} ${retryAfterText(outcome.retryAfterS)}`;
    if (outcome.retryAfterS !== undefined) res.set('Retry-After', String(outcome.retryAfterS));
    return again(req, res, outcome.status, { ...echo, failure });
  };

  /** body-parser errors carry the raw body: only their type is logged, and the answer is plain text. */
  const onError: ErrorRequestHandler = (err: unknown, _req, res, next) => {
    if (res.headersSent) return next(err);
    const e = err as { type?: unknown; status?: unknown };
    if (e?.type === 'entity.too.large') return plain(res, 413, formPostTexts.tooLarge);
    if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
      return plain(res, e.status, formPostTexts.unreadable);
    }
    log.error({ type: typeof e?.type === 'string' ? e.type : undefined }, 'form post failed');
    plain(res, 500, requestTexts.failed);
  };

  const router = express.Router({ strict: true });
  for (const path of FORM_PAGE_PATHS) router.post(path, sameOrigin, formOnly, parseForm, accept, onError);
  return router;
}
