/**
 * The meter collector's callables on the client's desk page (functions/src/agent/enroll.ts): a
 * one-time installation code (`createAgentCode`) and a site's revocation (`revokeAgentSite`), and
 * the functions' base the collector's `--servidor` takes. Apart from ./agent-sites.ts, the list
 * the page reads, so they load with the card's actions, when first used.
 */
import { callFunction, functionsBaseUrl } from '@/lib/functions';

/** A new installation code: grouped ("ABCD-EFGH-…"), valid 24 hours, used once. */
export interface AgentCode {
  code: string;
  /** When it stops working (ISO). */
  expiresAt: string;
  message: string;
}

/**
 * Creates a one-time installation code for the company (admins). A refusal rejects with a
 * FunctionCallError whose message is Spanish.
 */
export function createAgentCode(clientId: string): Promise<AgentCode> {
  return callFunction<{ clientId: string }, AgentCode>('createAgentCode', { clientId });
}

/** Revokes a site's key: its next reports are refused. Resolves to the function's Spanish answer. */
export async function revokeAgentSite(siteId: string): Promise<string> {
  const answer = await callFunction<{ siteId: string }, { message: string }>('revokeAgentSite', {
    siteId,
  });
  return answer.message;
}

/** The functions' base the collector's `--servidor` takes (locally, the Functions emulator's). */
export function agentServerUrl(): string {
  return functionsBaseUrl();
}
