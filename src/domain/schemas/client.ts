/**
 * clients/{uid}: a registered, verified user linked by an admin as a rental client
 * (docs/decisions/0033-client-portal-data.md). The document's id is the user's uid; it exists
 * exactly while the user is a client. firestore.rules check the admin's write in their own
 * language. When the person deletes their account (functions/src/privacy/client-records.ts) the
 * company keeps it without e-mail or name: `deleted: true`, `deletedAt`, and the desk says
 * "Cuenta eliminada".
 */
import * as v from 'valibot';
import { CLIENTS } from '../collections';

export const CLIENTS_COLLECTION = CLIENTS;

/** A stored client, as the portal and the desk read it (timestamps as ISO strings). */
export const ClientSchema = v.object({
  /** The user's e-mail when linked (tickets and reminders go there); '' once deleted. */
  email: v.fallback(v.string(), ''),
  /** The contact's name and the company, as the desk wrote them. */
  name: v.fallback(v.string(), ''),
  company: v.fallback(v.string(), ''),
  /** The company's RFC: '' or 12–13 characters, uppercase (optional: migrated companies lack it). */
  rfc: v.fallback(v.string(), ''),
  /** The lead (contactSubmissions/{id}, Ganado) the contract came from, if any. */
  leadId: v.fallback(v.nullable(v.string()), null),
  /** When (the database's clock) and by whom (an admin's uid) the user was linked. */
  linkedAt: v.fallback(v.nullable(v.string()), null),
  linkedBy: v.fallback(v.string(), ''),
  /** The person deleted their account: the record stays without their e-mail or name. */
  deleted: v.fallback(v.boolean(), false),
  /** When (ISO, the database's clock), or null. */
  deletedAt: v.fallback(v.nullable(v.string()), null),
});
export type ClientDoc = v.InferOutput<typeof ClientSchema>;
