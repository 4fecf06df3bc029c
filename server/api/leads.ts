import express, { type RequestHandler, type Response, type Router } from 'express';
import { intentTexts } from '../../content/lead-form.ts';
import { intentIdsFor } from '../../shared/lead-intents.ts';
import { enterpriseMailVariables, validateEnterprise } from '../../shared/enterprise-schema.ts';
import { validateLead } from '../../shared/lead-schema.ts';
import { isLeadType } from '../../shared/lead-types.ts';
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
import { createCaptchaVerifier } from '../upstreams/captcha.ts';
import { jsonBody, jsonErrors, jsonOnly, sameOrigin, sendError, type ErrorKey } from './guards.ts';

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
}

const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

export function createLeadsRouter(deps: LeadsRouterDeps): Router {
  const { config, outbox } = deps;
  const log = deps.logger.child({ component: 'leads-api' });
  const now = deps.now ?? (() => new Date());
  const verifyCaptcha = createCaptchaVerifier(config, deps.fetch);
  const limiter = deps.limiter ?? createRateLimiter(deps.rateLimit ?? DEFAULT_RATE_LIMIT);

  // Guards per route, not router.use: this router shares /api with the platform's other endpoints.
  const guards = (key: ErrorKey): RequestHandler[] => [
    sameOrigin(config.PUBLIC_URL, key),
    rateLimitMiddleware(limiter, (_req, res) => sendError(res, 429, 'Too many requests. Please try again later.', key)),
  ];
  const body = (key: ErrorKey): RequestHandler[] => [jsonOnly(key), jsonBody];
  const onError = (key: ErrorKey) => jsonErrors(key, (fields) => log.error(fields, 'form request failed'));

  const knownLeadType: RequestHandler = (req, res, next) => {
    if (isLeadType(req.params.leadType)) return next();
    sendError(res, 404, 'Unknown lead type.', 'error');
  };

  const acceptLead: RequestHandler = async (req, res) => {
    const leadType = req.params.leadType;
    if (!isLeadType(leadType)) return; // checked by knownLeadType; narrows the type
    const result = validateLead(req.body, {
      intentsShown: intentIdsFor(leadType).length > 0,
      leadType,
      intentText: (id) => intentTexts[id as keyof typeof intentTexts],
      now: now(),
    });
    if (!result.ok) {
      noStore(res).status(400).json({ errors: result.errors });
      return;
    }
    const verdict = await verifyCaptcha((req.body as Record<string, unknown>).ysbcaptchatoken, req.ip);
    if (verdict === 'rejected') {
      log.info({ leadType }, 'lead refused: captcha rejected');
      return sendError(res, 403, 'The captcha check failed. Please try again.', 'error');
    }
    if (verdict === 'unavailable') log.warn({ leadType }, 'captcha service unavailable: lead accepted unverified');
    let id: string;
    try {
      id = (
        await outbox.addLead({
          leadType,
          lead: result.data,
          captcha: verdict === 'unavailable' ? 'unverified' : verdict,
        })
      ).id;
    } catch (err) {
      log.error({ leadType, name: err instanceof Error ? err.name : 'unknown' }, 'lead could not be stored');
      return sendError(res, 503, 'Your request could not be saved. Please try again later.', 'error');
    }
    // Only the id and type: the lead itself is personal data, which never goes into a log.
    log.info({ id, leadType }, 'lead accepted');
    noStore(res).status(201).json({ id });
  };

  const acceptEnterprise: RequestHandler = async (req, res) => {
    const result = validateEnterprise(req.body, now());
    if (!result.ok) {
      noStore(res).status(400).json({ errors: result.errors });
      return;
    }
    let id: string;
    try {
      id = (
        await outbox.addMail({
          template: ENTERPRISE_TEMPLATE,
          // The recipient is ours to choose, never the client's (decision 027).
          to: config.ENTERPRISE_MAIL_TO,
          variables: { ...enterpriseMailVariables(result.data) },
        })
      ).id;
    } catch (err) {
      log.error(
        { template: ENTERPRISE_TEMPLATE, name: err instanceof Error ? err.name : 'unknown' },
        'mail could not be queued',
      );
      return sendError(res, 502, 'Your message could not be sent. Please try again later.', 'err');
    }
    log.info({ id, template: ENTERPRISE_TEMPLATE }, 'enterprise mail queued');
    noStore(res).status(200).json({ success: true });
  };

  const router = express.Router();
  router.post('/leads/:leadType', ...guards('error'), knownLeadType, ...body('error'), acceptLead, onError('error'));
  router.post('/enterprise-contact', ...guards('err'), ...body('err'), acceptEnterprise, onError('err'));
  return router;
}
