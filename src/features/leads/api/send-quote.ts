/**
 * Sending a quote request (docs/product.md, Quote form): store it in contactSubmissions through
 * the data seam, then subscribe the visitor to the newsletter with {email: corporateEmail, name:
 * fullName}.
 *
 * The seam is imported here with import() only: the public pages load no Firebase (or IndexedDB)
 * code until a visitor actually sends the form (docs ARCHITECTURE.md, "Speed by construction").
 */
import type { ContactSubmission } from '@/domain/entities';
import type { QuoteFormData } from '@/domain/validation';
import { subscribeToNewsletter, type SubscribeResult } from './subscribe';

export type QuoteOutcome =
  /** The data seam could not be loaded or initialised: nothing was stored. */
  | { kind: 'databaseMissing' }
  /** The store refused or failed the write: nothing was stored. `detail` is Spanish when known. */
  | { kind: 'databaseError'; detail: string }
  /** Stored (under `id`); `newsletter` says how the subscription went. */
  | { kind: 'sent'; id: string; newsletter: SubscribeResult };

/** The function accepts names of at most 100 characters; fullName may have up to 120. */
export const NEWSLETTER_NAME_MAX = 100;

/** The write gives up after this long: the visitor is told and keeps what they typed. */
export const QUOTE_WRITE_TIMEOUT_MS = 15_000;
export const QUOTE_TIMEOUT_DETAIL =
  'el servicio de datos no respondió en 15 segundos; revisa tu conexión';

const DATABASE_ERROR_DETAILS: Record<string, string> = {
  timeout: QUOTE_TIMEOUT_DETAIL,
  'permission-denied': 'no tienes permiso para guardar esta información',
  unauthenticated: 'no tienes permiso para guardar esta información',
  unavailable: 'el servicio de datos no está disponible en este momento',
  'deadline-exceeded': 'el servicio de datos tardó demasiado en responder',
  'resource-exhausted': 'se alcanzó el límite de solicitudes',
  'invalid-argument': 'algunos datos no son válidos',
};

/** A Spanish detail for a failed write: Firestore's codes are translated, other errors keep their text. */
export function describeDatabaseError(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string') {
      const known = DATABASE_ERROR_DETAILS[code.replace(/^firestore\//, '')];
      if (known) return known;
    }
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message.trim();
  }
  if (typeof error === 'string' && error.trim() !== '') return error.trim();
  return 'error desconocido';
}

/** Rejects with code 'timeout' when `work` has not settled after `ms`. */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timeout'), { code: 'timeout' })), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Stores the request under `id` (one id per filled form: a retry after an unclear failure writes
 * the same document), then subscribes the visitor. A retry whose write the rules refuse means
 * the first attempt was stored after all (the rules allow creating a submission once, never
 * overwriting it), so it counts as sent.
 */
export async function sendQuote(
  id: string,
  data: QuoteFormData,
  { now = new Date(), retry = false }: { now?: Date; retry?: boolean } = {},
): Promise<QuoteOutcome> {
  let saveContactSubmission: (id: string, data: ContactSubmission) => Promise<void>;
  try {
    const [store, submissions] = await Promise.all([
      import('@/data/store'),
      import('@/data/contact-submissions'),
    ]);
    // Opening the store first tells "no database" (chunk not loaded, SDK not initialised) apart
    // from "the write failed". The store is memoised, so the write below reuses it.
    await store.getDocumentStore();
    saveContactSubmission = submissions.saveContactSubmission;
  } catch {
    return { kind: 'databaseMissing' };
  }

  try {
    await withTimeout(
      saveContactSubmission(id, { ...data, recaptcha: true, submittedAt: now.toISOString() }),
      QUOTE_WRITE_TIMEOUT_MS,
    );
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    const alreadyStored = retry && typeof code === 'string' && /permission-denied$/.test(code);
    if (!alreadyStored) return { kind: 'databaseError', detail: describeDatabaseError(error) };
  }

  const newsletter = await subscribeToNewsletter({
    email: data.corporateEmail,
    name: [...data.fullName].slice(0, NEWSLETTER_NAME_MAX).join(''),
  });
  return { kind: 'sent', id, newsletter };
}
