/**
 * The first-response clock as the desk shows it (docs/decisions/0032-speed-to-lead.md):
 * "vence en 45 min" while a new lead's answer is due, "vencida hace 3 h" once it is late, "Respondida" after the first
 * contact; nothing for requests older than the clock.
 */
import type { Lead } from '@/data/leads';

export type ClockState =
  | { kind: 'due'; text: string }
  | { kind: 'overdue'; text: string }
  | { kind: 'answered'; text: string };

const MINUTE_MS = 60_000;

/** "1 min", "45 min", "3 h", "2 días": a span rounded down to its largest sensible unit. */
export function formatSpan(ms: number): string {
  const minutes = Math.max(1, Math.floor(Math.abs(ms) / MINUTE_MS));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  const days = Math.floor(hours / 24);
  return `${days} días`;
}

export function responseClock(
  lead: Pick<Lead, 'firstResponseDueAt' | 'firstResponseAt'>,
  now: Date,
): ClockState | null {
  if (lead.firstResponseAt) return { kind: 'answered', text: 'Respondida' };
  if (!lead.firstResponseDueAt) return null;
  const left = new Date(lead.firstResponseDueAt).getTime() - now.getTime();
  if (Number.isNaN(left)) return null;
  return left > 0
    ? { kind: 'due', text: `vence en ${formatSpan(left)}` }
    : { kind: 'overdue', text: `vencida hace ${formatSpan(left)}` };
}
