/**
 * Sending a quote request (SPEC.md §7): store it in contactSubmissions through the data seam,
 * then subscribe the visitor to the newsletter with {email: corporateEmail, name: fullName}.
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

const DATABASE_ERROR_DETAILS: Record<string, string> = {
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

export async function sendQuote(
  data: QuoteFormData,
  now: Date = new Date(),
): Promise<QuoteOutcome> {
  let addContactSubmission: (data: ContactSubmission) => Promise<string>;
  try {
    const [store, submissions] = await Promise.all([
      import('@/data/store'),
      import('@/data/contact-submissions'),
    ]);
    // Opening the store first tells "no database" (chunk not loaded, SDK not initialised) apart
    // from "the write failed". The store is memoised, so the write below reuses it.
    await store.getDocumentStore();
    addContactSubmission = submissions.addContactSubmission;
  } catch {
    return { kind: 'databaseMissing' };
  }

  let id: string;
  try {
    id = await addContactSubmission({ ...data, recaptcha: true, submittedAt: now.toISOString() });
  } catch (error) {
    return { kind: 'databaseError', detail: describeDatabaseError(error) };
  }

  const newsletter = await subscribeToNewsletter({
    email: data.corporateEmail,
    name: [...data.fullName].slice(0, NEWSLETTER_NAME_MAX).join(''),
  });
  return { kind: 'sent', id, newsletter };
}
