/**
 * `notifyStatement` (statements/functions.ts, statements/{id} written): a statement written by
 * the close, or rewritten at a new version by a reclose, e-mailed (`statement`) to its company's
 * members who see statements, "Administrador de la cuenta" and "Facturación" (members where
 * clientId == X, read at send time; never "Usuario", never a removed member, nothing to a deleted
 * account), all in the one e-mail's recipients, Reply-To the first service address. Exactly once
 * per statement and version, with the service e-mails' lease (service/mail-core.ts sendOnce) on
 * serviceMails/statement-{statementId}-v{version}. Any other change of the document sends
 * nothing; a delivery that arrives after a newer version was written sends nothing
 * (`superseded`): the newer version sends its own.
 */
import { maskEmail } from '../logger.js';
import { isValidEmail } from '../validation.js';
import { readEvent, sendOnce, text, type TicketMailDeps } from '../service/mail-core.js';
import type { MemberRecord } from '../service/store.js';
import { isMemberRole, seesStatements } from '../../../src/domain/company.js';
import { buildStatementEmail } from './statement-email.js';

type Data = Record<string, unknown>;

export interface StatementMailDeps extends TicketMailDeps {
  /** statements/{id}'s current version, or null when it is gone. */
  statementVersion(id: string): Promise<number | null>;
}

export interface StatementEvent {
  statementId: string;
  before: Data | undefined;
  after: Data | undefined;
  /** The event's time (ISO). */
  time: string;
}

export type StatementMailOutcome =
  | 'sent'
  | 'already-sent'
  | 'over-ceiling'
  | 'unchanged'
  | 'too-old'
  | 'no-data'
  | 'superseded'
  | 'no-email';

/** serviceMails/statement-{statementId}-v{version} */
export function statementMailKey(statementId: string, version: number): string {
  return `statement-${statementId}-v${String(version)}`;
}

/** A stored statement's version (a whole number from 1), or null. */
export function versionOf(data: Data | undefined): number | null {
  const version = data?.version;
  return typeof version === 'number' && Number.isInteger(version) && version >= 1 ? version : null;
}

/**
 * Who receives a company's statement: its administrators and billing members with a valid
 * e-mail, each address once (administrators first, then by address).
 */
export function statementRecipients(members: readonly MemberRecord[]): string[] {
  const seen = new Set<string>();
  return members
    .filter((m) => isMemberRole(m.role) && seesStatements(m.role))
    .map((m) => ({ role: m.role, email: m.email.trim().toLowerCase() }))
    .filter((m) => isValidEmail(m.email))
    .sort(
      (a, b) =>
        Number(b.role === 'administrador') - Number(a.role === 'administrador') ||
        a.email.localeCompare(b.email),
    )
    .map((m) => m.email)
    .filter((email) => (seen.has(email) ? false : (seen.add(email), true)));
}

export async function notifyStatement(
  event: StatementEvent,
  deps: StatementMailDeps,
): Promise<StatementMailOutcome> {
  const version = versionOf(event.after);
  if (version === null || versionOf(event.before) === version) return 'unchanged';
  const log = { statementId: event.statementId, version };
  const read = readEvent({ time: event.time, data: event.after }, deps, log, {
    tooOld: 'cierre: evento demasiado antiguo; no se envía el estado de cuenta',
    noData: 'cierre: el evento no trae datos del estado de cuenta',
  });
  if ('outcome' in read) return read.outcome;
  const statement = read.data;
  if ((await deps.statementVersion(event.statementId)) !== version) {
    deps.logger.info('cierre: el estado de cuenta tiene una versión más nueva; no se envía', log);
    return 'superseded';
  }
  const clientId = text(statement.clientId);
  const [client, members] = await Promise.all([
    deps.store.getClient(clientId),
    deps.store.listMembers(clientId),
  ]);
  if (client?.deleted) {
    deps.logger.info(
      'cierre: la cuenta del cliente se eliminó; no se envía el estado de cuenta',
      log,
    );
    return 'no-email';
  }
  const to = statementRecipients(members);
  if (to.length === 0) {
    deps.logger.warn(
      'cierre: la empresa no tiene administrador ni facturación con correo; no se envía',
      log,
    );
    return 'no-email';
  }
  const email = buildStatementEmail(
    {
      company: text(statement.company) || (client?.company ?? ''),
      month: text(statement.month),
      version,
      totalMxn: typeof statement.totalMxn === 'number' ? statement.totalMxn : 0,
    },
    deps.siteUrl,
  );
  const replyTo = deps.serviceEmails[0];
  const outcome = await sendOnce(
    statementMailKey(event.statementId, version),
    () => deps.mailer.send({ kind: 'statement', to, ...(replyTo ? { replyTo } : {}), ...email }),
    { kind: 'statement', statementId: event.statementId, version },
    { ...log, recipients: to.map(maskEmail) },
    deps,
  );
  if (outcome === 'sent')
    deps.logger.info('cierre: estado de cuenta enviado', { ...log, mailer: deps.mailer.name });
  return outcome;
}
