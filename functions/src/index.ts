/**
 * The deployed Cloud Functions, by name: each folder declares its own beside its handler
 * (`<folder>/functions.ts`); this file only re-exports them. The names are the deployed ones
 * (firebase.json, the site's callable client and the emulator tests use them): never rename one
 * here. What every function shares (region, memory, timeout, the Brevo secret, App Check) is set
 * once in runtime/options.ts, which each functions.ts imports first.
 *
 * SALES_EMAILS, SERVICE_EMAILS, PRIVACY_EMAIL and SITE_URL are params (`firebase deploy` asks for
 * them), declared beside the functions that read them; functions/.env.demo-tusocio holds their
 * example values for the emulator. Everything else is plain environment (config.ts).
 */
export { quote } from './quote/functions.js';
export { arco } from './arco/functions.js';
export { newsletter } from './newsletter/functions.js';
export {
  countLead,
  mergeLeads,
  notifyLead,
  resendLeadNotification,
  sendSalesDigest,
  sweepLeadNotifications,
} from './leads/functions.js';
export { correctReading } from './readings/functions.js';
export {
  closeMonth,
  forecastToner,
  notifyStatement,
  recordMonthReading,
  reopenMonth,
  stampTonerDelivery,
} from './statements/functions.js';
export { agentEnroll, agentReport, createAgentCode, revokeAgentSite } from './agent/functions.js';
export {
  acceptMemberInvite,
  cancelSentInvites,
  describeMemberInvite,
  inviteMember,
} from './members/functions.js';
export {
  anonymizeLead,
  applyLeadRetention,
  confirmEmailVerified,
  deleteMyAccount,
  exportMyData,
} from './privacy/functions.js';
export {
  notifyServiceTicket,
  notifyTicketReply,
  notifyVisitScheduled,
  releaseTonerRequest,
  retryServiceMails,
  sendMeterReminders,
  sendServiceDigest,
  startTicketClock,
} from './service/functions.js';
