/**
 * The quote endpoint as a pure function: request-like in, {status, headers, body} out; every side
 * effect (captcha, App Check, limits, store, clock, logger) is injected.
 *
 * Every public form's request pipeline (../forms/endpoint.ts: origin, method, limits, body,
 * "this id is already stored", App Check, captcha, then the write; every refusal 4xx JSON
 * {success:false, message} in Spanish, nothing stored unless every check passed), with the quote
 * form's fields (src/domain/schemas/lead.ts) and, optionally, `attribution`
 * (src/domain/attribution.ts): one that is not an attribution is dropped (and logged), never a
 * reason to refuse a lead. A retry of a stored form answers 200 when it holds the same fields.
 *
 * GET ?captcha=stand-in (the emulator's stand-in captcha only): a fresh single-use token.
 */
import { parseAttribution } from '../../../src/domain/attribution.js';
import {
  QUOTE_FIELDS,
  QuoteFormSchema,
  type QuoteFormData,
} from '../../../src/domain/schemas/lead.js';
import { handleVerifiedForm, type FormEndpoint, type FormSteps } from '../forms/endpoint.js';
import { formBodyParser } from '../forms/form-body.js';
import type { VerifiedFormDeps } from '../forms/verified-form.js';
import type { HttpRequest, HttpResponse } from '../http-types.js';
import { maskEmail } from '../logger.js';
import { QUOTE_MESSAGES as M } from './messages.js';
import { sameQuote, type QuoteStore } from './store.js';

export interface QuoteDeps extends VerifiedFormDeps {
  store: QuoteStore;
}

/** The body: the form's fields, `id`, `captchaToken`, `privacyNoticeVersion` and `attribution`. */
export const parseQuoteBody = formBodyParser({
  fields: QUOTE_FIELDS,
  schema: QuoteFormSchema,
  optional: ['attribution'],
  messages: M,
});

const ENDPOINT: FormEndpoint = { tag: 'quote', messages: M };

function quoteSteps(deps: QuoteDeps): FormSteps<QuoteFormData> {
  return {
    idKey: 'submissionId',
    parse: parseQuoteBody,
    email: (fields) => fields.corporateEmail.toLowerCase(),
    find: (id) => deps.store.get(id),
    same: (stored, form) => sameQuote(stored, form.fields),
    create(form, { now }) {
      const sent = form.optional.attribution;
      const attribution = sent === undefined ? null : parseAttribution(sent);
      if (sent !== undefined && attribution === null)
        deps.logger.warn('quote: atribución inválida descartada', { submissionId: form.id });
      return deps.store.create(form.id, form.fields, now, form.privacyNoticeVersion, attribution);
    },
    async stored(form) {
      deps.logger.info('quote: solicitud guardada', {
        submissionId: form.id,
        email: maskEmail(form.email),
      });
    },
  };
}

/** Never throws: anything unexpected becomes a logged 503. */
export function handleQuote(req: HttpRequest, deps: QuoteDeps): Promise<HttpResponse> {
  return handleVerifiedForm(req, deps, ENDPOINT, quoteSteps(deps));
}
