/**
 * What the lead trigger adds to a new lead before sales is told
 * (docs/decisions/0032-speed-to-lead.md), exactly once per lead:
 *   owner, ownerUid       the next sales admin in turn (users with role 'admin' and sales true,
 *                         by uid; the rotation remembers the last one given a lead), or none when
 *                         nobody is marked sales;
 *   firstResponseDueAt    createdAt + FIRST_RESPONSE_HOURS business hours (Mon–Fri 9–19, Cancún);
 *   firstResponseAt       null until an admin's first contact (the desk writes it, and sets
 *   awaitingResponse      from true to false: the "Vencidas" filter's field);
 *   duplicateLeadIds      other leads with the same e-mail or phone (E.164);
 *   duplicateUserIds      accounts with the same e-mail;
 *   intakeAt              server time: the marker that makes it happen once.
 * The store runs the write as one transaction with the rotation, so two leads arriving together
 * get two different owners and a retried event changes nothing.
 */
import { firstResponseDue } from '../../../src/domain/business-hours.js';
import { readLeadSubmission } from './submission.js';
import type { Logger } from '../logger.js';

export interface SalesAdmin {
  uid: string;
  email: string;
}

export interface Duplicates {
  leadIds: string[];
  userIds: string[];
}

export interface IntakePlan {
  owner: SalesAdmin | null;
  firstResponseDueAt: Date;
  duplicates: Duplicates;
}

export interface IntakeOutcome {
  /** Whether this call wrote the intake (false: it was already there). */
  assigned: boolean;
  /** The lead's owner after the call. */
  owner: SalesAdmin | null;
  firstResponseDueAt: Date | null;
}

export interface LeadIntakeStore {
  /** Admins marked as sales, ordered by uid. */
  listSalesAdmins(): Promise<SalesAdmin[]>;
  /** Other leads (not merged) and users sharing the e-mail key or the phone; at most a few each. */
  findDuplicates(id: string, emailKey: string, phone: string): Promise<Duplicates>;
  /**
   * One transaction: when the lead exists and has no intake yet, asks `plan` with the rotation's
   * last owner and writes the lead's fields and the rotation; otherwise changes nothing.
   */
  assign(id: string, plan: (lastOwnerUid: string | null) => IntakePlan): Promise<IntakeOutcome>;
}

export interface LeadIntakeDeps {
  intakeStore: LeadIntakeStore;
  /** FIRST_RESPONSE_HOURS (business hours). */
  firstResponseHours: number;
  logger: Logger;
}

/** The sales admin after `lastUid` in uid order (the first one when none or unknown). */
export function nextOwner(sales: readonly SalesAdmin[], lastUid: string | null): SalesAdmin | null {
  if (sales.length === 0) return null;
  const sorted = [...sales].sort((a, b) => (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
  if (lastUid === null) return sorted[0] ?? null;
  return sorted.find((admin) => admin.uid > lastUid) ?? sorted[0] ?? null;
}

/** Assigns the owner, starts the clock and marks possible duplicates (once; see above). */
export async function intakeLead(
  id: string,
  data: Record<string, unknown>,
  eventTime: Date,
  deps: LeadIntakeDeps,
): Promise<IntakeOutcome & { team: SalesAdmin[] }> {
  const lead = readLeadSubmission(data);
  const createdAt = lead.createdAt ? new Date(lead.createdAt) : eventTime;
  // A lead read back after its intake (the sweep, "Reenviar aviso") needs no duplicate search:
  // the store keeps what was written then. The sales team is still read, for the e-mail's copies.
  const [sales, duplicates] = await Promise.all([
    deps.intakeStore.listSalesAdmins(),
    lead.intakeDone
      ? { leadIds: [], userIds: [] }
      : deps.intakeStore.findDuplicates(id, lead.emailKey, lead.phone),
  ]);
  const outcome = await deps.intakeStore.assign(id, (lastOwnerUid) => ({
    owner: nextOwner(sales, lastOwnerUid),
    firstResponseDueAt: firstResponseDue(createdAt, deps.firstResponseHours),
    duplicates,
  }));
  if (outcome.assigned) {
    deps.logger.info('leads: solicitud asignada', {
      submissionId: id,
      ownerUid: outcome.owner?.uid ?? null,
      duplicates: duplicates.leadIds.length + duplicates.userIds.length,
    });
    if (!outcome.owner) {
      deps.logger.warn(
        'leads: nadie está marcado como ventas; la solicitud queda sin responsable',
        {
          submissionId: id,
        },
      );
    }
  }
  return { ...outcome, team: sales };
}

/** Who gets a lead's e-mail: its owner, with the other sales addresses copied. */
export function leadRecipients(
  owner: SalesAdmin | null,
  salesEmails: readonly string[],
  salesAdmins: readonly SalesAdmin[] = [],
): { to: string[]; cc: string[] } {
  const all = [
    ...new Set([...salesEmails, ...salesAdmins.map((a) => a.email)].map((e) => e.toLowerCase())),
  ];
  if (!owner) return { to: [...salesEmails], cc: [] };
  const ownerEmail = owner.email.toLowerCase();
  return { to: [ownerEmail], cc: all.filter((address) => address !== ownerEmail) };
}
