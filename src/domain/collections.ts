/**
 * Firestore collection names, one module for the site (src/data) and the Cloud Functions
 * (functions/src): a name is written here once. Pure constants; renaming one needs a migration
 * (the stored documents keep their path), and firestore.rules names them too.
 */

/** Quote requests ("solicitudes"): the leads of the sales desk (the name predates the glossary). */
export const CONTACT_SUBMISSIONS = 'contactSubmissions';
/** A lead's notes (contactSubmissions/{id}/notes). */
export const NOTES = 'notes';
/** Signed-in people's accounts (role, e-mail, verified e-mail). */
export const USERS = 'users';
/** A guest's profile (the signed-in non-client's data). */
export const CUSTOMERS = 'customers';
/** Rental clients: companies (clients/{clientId}). */
export const CLIENTS = 'clients';
/** One membership per person: members/{uid} = the company and the role (src/domain/company.ts). */
export const MEMBERS = 'members';
/** Invitations to join a company (memberInvites/{id}), written by the inviteMember function. */
export const MEMBER_INVITES = 'memberInvites';
/** Rented devices. */
export const EQUIPMENT = 'equipment';
/** A device's meter readings (equipment/{id}/readings/{YYYY-MM}). */
export const READINGS = 'readings';
/** Service tickets: toner requests and fault reports. */
export const TICKETS = 'tickets';
/** A ticket's replies (tickets/{id}/replies/{replyId}). */
export const REPLIES = 'replies';
/** Tickets per client and day (the ticket ceiling). */
export const TICKET_QUOTAS = 'ticketQuotas';
/** Client replies per person and day (the reply ceiling). */
export const REPLY_QUOTAS = 'replyQuotas';
/** One marker per serial number (a serial belongs to one device). */
export const EQUIPMENT_SERIALS = 'equipmentSerials';
/** Once-only markers of the service e-mails. */
export const SERVICE_MAILS = 'serviceMails';
/** Once-only markers of the monthly meter reminders. */
export const METER_REMINDERS = 'meterReminders';
/** Monthly statements, one per company and month: statements/{clientId}_{YYYY-MM}. */
export const STATEMENTS = 'statements';
/** A statement's earlier versions (statements/{id}/versions/{version}), kept when reclosed. */
export const STATEMENT_VERSIONS = 'versions';
/** One document per closed month: monthCloses/{YYYY-MM} (status, version, reopenings). */
export const MONTH_CLOSES = 'monthCloses';
/** ARCO requests (data-protection rights). */
export const ARCO_REQUESTS = 'arcoRequests';
/** The dashboard's weekly counters. */
export const LEAD_STATS = 'leadStats';
/** Needs assessments of signed-in guests. */
export const NEEDS_ASSESSMENTS = 'needsAssessments';
/** Pending newsletter confirmations. */
export const NEWSLETTER_REQUESTS = 'newsletterRequests';
/** Once-per-day markers of the sales digest. */
export const SALES_DIGESTS = 'salesDigests';
/** What was anonymised, when and why. */
export const PRIVACY_LOG = 'privacyLog';
/** Rate limits shared by every function instance. */
export const RATE_LIMITS = 'rateLimits';
/** Spent captcha tokens (the emulator's stand-in captcha). */
export const CAPTCHA_TOKENS = 'captchaTokens';
/** Meter collectors' one-time installation codes: agentCodes/{sha256(code)} (functions only). */
export const AGENT_CODES = 'agentCodes';
/** Enrolled meter collectors (one per client's site): agentSites/{siteId} (functions only). */
export const AGENT_SITES = 'agentSites';
/** A device's daily collector snapshots (equipment/{id}/snapshots/{YYYY-MM-DD}, Cancún day). */
export const SNAPSHOTS = 'snapshots';
