/**
 * The quote request as the notification needs it, read leniently from the stored document:
 * the security rules already shape what visitors write, and an odd field must never stop the
 * sales team from hearing about a lead (it is shown as "(no indicado)" instead).
 */

export interface LeadSubmission {
  fullName: string;
  clientType: string;
  corporateEmail: string;
  phone: string;
  serviceType: string;
  equipmentQuantity: string;
  company: string;
  state: string;
  /** '' when the visitor wrote none. */
  message: string;
  /** ISO timestamps, when present. */
  submittedAt?: string;
  createdAt?: string;
}

export const MISSING = '(no indicado)';

function text(data: Record<string, unknown>, key: string): string {
  const value = data[key];
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number') return String(value);
  return '';
}

/** ISO string of a string date, a Firestore Timestamp (toDate) or a Date; undefined otherwise. */
function isoTime(value: unknown): string | undefined {
  let date: Date | undefined;
  if (typeof value === 'string') date = new Date(value);
  else if (value instanceof Date) date = value;
  else if (typeof value === 'object' && value !== null && 'toDate' in value) {
    const toDate = (value as { toDate: unknown }).toDate;
    if (typeof toDate === 'function') date = (toDate as () => Date).call(value);
  }
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
}

export function readLeadSubmission(data: Record<string, unknown>): LeadSubmission {
  const submittedAt = isoTime(data.submittedAt);
  const createdAt = isoTime(data.createdAt);
  return {
    fullName: text(data, 'fullName') || MISSING,
    clientType: text(data, 'clientType') || MISSING,
    corporateEmail: text(data, 'corporateEmail'),
    phone: text(data, 'phone'),
    serviceType: text(data, 'serviceType') || MISSING,
    equipmentQuantity: text(data, 'equipmentQuantity') || MISSING,
    company: text(data, 'company') || MISSING,
    state: text(data, 'state') || MISSING,
    message: text(data, 'message'),
    ...(submittedAt ? { submittedAt } : {}),
    ...(createdAt ? { createdAt } : {}),
  };
}
