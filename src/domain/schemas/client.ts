/**
 * clients/{uid}: a registered, verified user linked by an admin as a rental client
 * (docs/decisions/0033-client-portal-data.md). The document's id is the user's uid; it exists
 * exactly while the user is a client. firestore.rules check the admin's write in their own
 * language.
 */
import * as v from 'valibot';

export const CLIENTS_COLLECTION = 'clients';

/** A stored client, as the portal and the desk read it (timestamps as ISO strings). */
export const ClientSchema = v.object({
  /** The user's e-mail when linked (tickets and reminders go there). */
  email: v.string(),
  /** The contact's name and the company, as the desk wrote them. */
  name: v.fallback(v.string(), ''),
  company: v.fallback(v.string(), ''),
  /** The lead (contactSubmissions/{id}, Ganado) the contract came from, if any. */
  leadId: v.fallback(v.nullable(v.string()), null),
  /** When (the database's clock) and by whom (an admin's uid) the user was linked. */
  linkedAt: v.fallback(v.nullable(v.string()), null),
  linkedBy: v.fallback(v.string(), ''),
});
export type ClientDoc = v.InferOutput<typeof ClientSchema>;
