/**
 * A public form endpoint from request to answer, the same for every form (quote, ARCO):
 *
 * POST: the shared checks' first step (verified-form.ts `openRequest`: CORS preflight -> origin ->
 * method -> per-address limit -> content type -> size -> JSON) -> the body (form-body.ts: fields,
 * privacy notice version, captcha token present) -> "this id is already stored" (a retry of the
 * same form answers 200 here, before any token is spent; the same id with other data answers
 * 409) -> the second step (`verifyAndLimit`: App Check, captcha, per-e-mail and overall limits)
 * -> write -> 200. Two deliveries of the same form at once: the one that finds it stored answers
 * 200 when it holds the same form, 409 otherwise.
 *
 * Every refusal is 4xx JSON {success:false, message} in Spanish; nothing is stored unless every
 * check passed; anything unexpected is a logged 503 (`neverThrows`), never a stack trace. The
 * endpoint brings its form, its store and what follows a write (`FormSteps`).
 */
import type { HttpRequest, HttpResponse } from '../http-types.js';
import { reply } from '../reply.js';
import type { FormBody, ParsedFormBody } from './form-body.js';
import {
  neverThrows,
  openRequest,
  verifyAndLimit,
  type OpenedRequest,
  type VerifiedFormDeps,
  type VerifiedFormEndpoint,
} from './verified-form.js';

/** A form that passed the checks, with the address its per-e-mail limit counts. */
export type FormRequest<F> = FormBody<F> & { email: string };

/** What one endpoint does at each step. */
export interface FormSteps<F> {
  /** The key its log lines name the id under (`submissionId`, `requestId`). */
  idKey: string;
  parse(body: unknown): ParsedFormBody<F>;
  /** The address the per-e-mail limit counts (lower case). */
  email(fields: F): string;
  /** The stored form under `id`, or null. */
  find(id: string): Promise<Record<string, unknown> | null>;
  /** True when `stored` holds exactly this form (a retry of the same form). */
  same(stored: Record<string, unknown>, form: FormRequest<F>): boolean;
  /** A retry of a stored form, before its 200 (ARCO tries a failed e-mail again). */
  retried?(stored: Record<string, unknown>, form: FormRequest<F>): Promise<void>;
  /** Stores the form; 'exists' when its id was taken meanwhile (nothing written then). */
  create(form: FormRequest<F>, opened: OpenedRequest): Promise<'created' | 'exists'>;
  /**
   * After the write, before the 200; `created` false when another delivery of the same form
   * stored it.
   */
  stored(form: FormRequest<F>, opened: OpenedRequest, created: boolean): Promise<void>;
}

export interface FormEndpoint extends VerifiedFormEndpoint {
  messages: VerifiedFormEndpoint['messages'] & { stored: string; idConflict: string };
}

async function handle<F>(
  req: HttpRequest,
  deps: VerifiedFormDeps,
  endpoint: FormEndpoint,
  steps: FormSteps<F>,
): Promise<HttpResponse> {
  const { tag, messages: M } = endpoint;
  const step = await openRequest(req, deps, endpoint);
  if ('answer' in step) return step.answer;
  const { opened } = step;
  const { cors } = opened;
  const parsed = steps.parse(opened.body);
  if (!parsed.ok) return reply(parsed.status, false, parsed.message, cors);
  const { ok: _ok, ...body } = parsed;
  const form: FormRequest<F> = { ...body, email: steps.email(body.fields) };

  // A retry of a form already stored: answered before any token is spent.
  const existing = await steps.find(form.id);
  if (existing) {
    if (!steps.same(existing, form)) {
      deps.logger.warn(`${tag}: id ya usado con otros datos`, { [steps.idKey]: form.id });
      return reply(409, false, M.idConflict, cors);
    }
    await steps.retried?.(existing, form);
    return reply(200, true, M.stored, cors);
  }

  const refused = await verifyAndLimit(req, opened, form, deps, endpoint);
  if (refused) return refused;

  const outcome = await steps.create(form, opened);
  if (outcome === 'exists') {
    // Two deliveries of the same form at once: the other one stored it.
    const stored = await steps.find(form.id);
    if (!stored || !steps.same(stored, form)) return reply(409, false, M.idConflict, cors);
  }
  await steps.stored(form, opened, outcome === 'created');
  return reply(200, true, M.stored, cors);
}

/** The endpoint's answer to `req`; never throws (anything unexpected becomes a logged 503). */
export function handleVerifiedForm<F>(
  req: HttpRequest,
  deps: VerifiedFormDeps,
  endpoint: FormEndpoint,
  steps: FormSteps<F>,
): Promise<HttpResponse> {
  return neverThrows(req, deps, endpoint, () => handle(req, deps, endpoint, steps));
}
