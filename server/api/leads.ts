import express, { type RequestHandler, type Response, type Router } from 'express';
import { intentTexts } from '../../content/lead-form.ts';
import { intentIdsFor } from '../../shared/lead-intents.ts';
import { enterpriseMailVariables, validateEnterprise } from '../../shared/enterprise-schema.ts';
import { validateLead } from '../../shared/lead-schema.ts';
import { isLeadType, type LeadType } from '../../shared/lead-types.ts';
import type { Config } from '../config.ts';
import type { Outbox } from '../db/outbox.ts';
import type { Logger } from '../logger.ts';
import {
  createRateLimiter,
  DEFAULT_RATE_LIMIT,
  rateLimitMiddleware,
  type RateLimiter,
  type RateLimitOptions,
} from '../rate-limit.ts';
import { createCaptchaVerifier, type CaptchaVerdict } from '../upstreams/captcha.ts';
import { jsonBody, jsonErrors, jsonOnly, sameOrigin, sendError, type ErrorKey } from './guards.ts';
import { leadAnswerTexts } from '../../content/answers.ts';

// CONTRACT.md "POST /api/leads/:leadType" and "POST /api/enterprise-contact"; spec 7 "Lead submission".

export const ENTERPRISE_TEMPLATE = 'enterprise-contact';

export interface LeadsRouterDeps {
  config: Config;
  outbox: Outbox;
  logger: Logger;
  fetch?: typeof fetch;
  /** Shared by both endpoints; defaults to DEFAULT_RATE_LIMIT. */
  rateLimit?: RateLimitOptions;
  /** A limiter built elsewhere (shared through Redis by several replicas); takes precedence over rateLimit. */
  limiter?: RateLimiter;
  now?: () => Date;
  /** The stricter limit of plain form posts without a captcha token while a captcha is configured (decision 180). */
  noTokenLimit?: RateLimitOptions;
}

/** decision 180: three unverified leads an hour from one address while a captcha is configured. */
export const NO_TOKEN_LIMIT: RateLimitOptions = { windowMs: 3_600_000, max: 3 };

const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

/** What one form submission came to, whichever way it arrived (JSON from the script, or a plain HTML form post). */
export type SubmitOutcome =
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'refused'; status: number; message: string; retryAfterS?: number }
  | { kind: 'stored'; id: string };

export interface FormCore {
  /** plainForm: a post of the HTML form itself, which cannot carry a captcha token (decision 180). */
  submitLead(
    leadType: LeadType,
    body: unknown,
    ip: string | undefined,
    opts?: { plainForm?: boolean },
  ): Promise<SubmitOutcome>;
  submitEnterprise(body: unknown): Promise<SubmitOutcome>;
  /** The per-address limit of every form post (decision 026), shared by both ways in. */
  limiter: RateLimiter;
}

/**
 * Validation, captcha and the outbox for both form endpoints: the JSON API below and the plain form posts of the
 * pages (server/api/form-pages.ts) run this one code, so both apply the same rules and store the same rows.
 */
export function createFormCore(deps: LeadsRouterDeps): FormCore {
  const { config, outbox } = deps;
  const log = deps.logger.child({ component: 'leads-api' });
  const now = deps.now ?? (() => new Date());
  const verifyCaptcha = createCaptchaVerifier(config, deps.fetch);
  const limiter = deps.limiter ?? createRateLimiter(deps.rateLimit ?? DEFAULT_RATE_LIMIT);
  const captchaConfigured = !!config.CAPTCHA_SECRET && !!config.CAPTCHA_VERIFY_URL;
  const noTokenLimiter = createRateLimiter(deps.noTokenLimit ?? NO_TOKEN_LIMIT);

  async function submitLead(
    leadType: LeadType,
    body: unknown,
    ip: string | undefined,
    opts: { plainForm?: boolean } = {},
  ): Promise<SubmitOutcome> {
    const result = validateLead(body, {
      intentsShown: intentIdsFor(leadType).length > 0,
      leadType,
      intentText: (id) => intentTexts[id as keyof typeof intentTexts],
      now: now(),
    });
    if (!result.ok) return { kind: 'invalid', errors: result.errors };
    const token = (body as Record<string, unknown>).ysbcaptchatoken;
    let verdict: CaptchaVerdict;
    if (opts.plainForm && captchaConfigured && (typeof token !== 'string' || token === '')) {
      // decision 180: without JavaScript the captcha cannot run. Such a lead is taken unverified, at most
      // NO_TOKEN_LIMIT.max an hour from one address, on top of the limit every form post has.
      const gate = await noTokenLimiter.hit(ip ?? 'unknown');
      if (!gate.allowed) {
        log.info({ leadType }, 'lead refused: too many without a captcha token');
        return {
          kind: 'refused',
          status: 429,
          message: leadAnswerTexts.tooManyRequests,
          retryAfterS: Math.max(1, Math.ceil(gate.retryAfterMs / 1000)),
        };
      }
      verdict = 'unavailable';
    } else {
      verdict = await verifyCaptcha(token, ip);
    }
    if (verdict === 'rejected') {
      log.info({ leadType }, 'lead refused: captcha rejected');
      return { kind: 'refused', status: 403, message: leadAnswerTexts.captchaFailed };
    }
    if (verdict === 'unavailable' && !opts.plainForm)
      log.warn({ leadType }, 'captcha service unavailable: lead accepted unverified');
    try {
      const { id } = await outbox.addLead({
        leadType,
        lead: result.data,
        captcha: verdict === 'unavailable' ? 'unverified' : verdict,
      });
      // Only the id and type: the lead itself is personal data, which never goes into a log.
      log.info({ id, leadType }, 'lead accepted');
      return { kind: 'stored', id };
    } catch (err) {
      log.error({ leadType, name: err instanceof Error ? err.name : 'unknown' }, 'lead could not be stored');
      return { kind: 'refused', status: 503, message: leadAnswerTexts.notSaved };
    }
  }

  async function submitEnterprise(body: unknown): Promise<SubmitOutcome> {
    const result = validateEnterprise(body, now());
    if (!result.ok) return { kind: 'invalid', errors: result.errors };
    try {
      const { id } = await outbox.addMail({
        template: ENTERPRISE_TEMPLATE,
        // The recipient is ours to choose, never the client's (decision 027).
        to: config.ENTERPRISE_MAIL_TO,
        variables: { ...enterpriseMailVariables(result.data) },
      });
      log.info({ id, template: ENTERPRISE_TEMPLATE }, 'enterprise mail queued');
      return { kind: 'stored', id };
    } catch (err) {
      log.error(
        { template: ENTERPRISE_TEMPLATE, name: err instanceof Error ? err.name : 'unknown' },
        'mail could not be queued',
      );
      return { kind: 'refused', status: 502, message: leadAnswerTexts.notSent };
    }
  }

  return { submitLead, submitEnterprise, limiter };
}

export function createLeadsRouter(deps: LeadsRouterDeps & { core?: FormCore }): Router {
  const { config } = deps;
  const log = deps.logger.child({ component: 'leads-api' });
  const core = deps.core ?? createFormCore(deps);

  // Guards per route, not router.use: this router shares /api with the platform's other endpoints.
  const guards = (key: ErrorKey): RequestHandler[] => [
    sameOrigin(config.PUBLIC_URL, key),
    rateLimitMiddleware(
      core.limiter,
      (_req, res) => sendError(res, 429, leadAnswerTexts.tooManyRequests, key),
      deps.config.REFUSAL_PAUSE_MS,
    ),
  ];
  const body = (key: ErrorKey): RequestHandler[] => [jsonOnly(key), jsonBody];
  const onError = (key: ErrorKey) => jsonErrors(key, (fields) => log.error(fields, 'form request failed'));

  const knownLeadType: RequestHandler = (req, res, next) => {
    if (isLeadType(req.params.leadType)) return next();
    sendError(res, 404, leadAnswerTexts.unknownType, 'error');
  };

  const acceptLead: RequestHandler = async (req, res) => {
    const leadType = req.params.leadType;
    if (!isLeadType(leadType)) return; // checked by knownLeadType; narrows the type
    const outcome = await core.submitLead(leadType, req.body, req.ip);
    if (outcome.kind === 'invalid') {
      noStore(res).status(400).json({ errors: outcome.errors });
      return;
    }
    if (outcome.kind === 'refused') return sendError(res, outcome.status, outcome.message, 'error');
    noStore(res).status(201).json({ id: outcome.id });
  };

  const acceptEnterprise: RequestHandler = async (req, res) => {
    const outcome = await core.submitEnterprise(req.body);
    if (outcome.kind === 'invalid') {
      noStore(res).status(400).json({ errors: outcome.errors });
      return;
    }
    if (outcome.kind === 'refused') return sendError(res, outcome.status, outcome.message, 'err');
    noStore(res).status(200).json({ success: true });
  };

  const router = express.Router();
  router.post('/leads/:leadType', ...guards('error'), knownLeadType, ...body('error'), acceptLead, onError('error'));
  router.post('/enterprise-contact', ...guards('err'), ...body('err'), acceptEnterprise, onError('err'));
  return router;
}
