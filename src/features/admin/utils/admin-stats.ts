/** Pure helpers behind the dashboard's counts. */
import { LEAD_STAGES, type LeadStage } from '@/domain/entities';

/** The dashboard's recent window, in days. */
export const RECENT_DAYS = 30;

/** The instant `days` whole days (of 24 h) before `now`. */
export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}

/** The sum of the per-stage counts. */
export function totalLeads(counts: Readonly<Record<LeadStage, number>>): number {
  return LEAD_STAGES.reduce((sum, stage) => sum + counts[stage], 0);
}
