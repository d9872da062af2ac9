/**
 * leadStats/{weekId}, as the desk reads it back (src/domain/lead-stats.ts): each lead's summary,
 * timestamps as ISO strings. Only the `countLead` trigger writes these documents
 * (functions/src/leads/stats.ts); an entry that does not read as a summary is left out rather
 * than failing the whole week.
 */
import * as v from 'valibot';
import { LEAD_STAGES } from '../entities';

export const LeadSummarySchema = leadSummarySchema();
export type StoredLeadSummary = v.InferOutput<typeof LeadSummarySchema>;

/* @__NO_SIDE_EFFECTS__ */
function leadSummarySchema() {
  const amountOrNull = v.fallback(v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0))), null);
  return v.object({
    source: v.string(),
    line: v.fallback(v.string(), ''),
    stage: v.fallback(v.picklist(LEAD_STAGES), 'Nuevo'),
    wonMxn: amountOrNull,
    responseMinutes: amountOrNull,
    /** ISO timestamp of the lead's createdAt */
    createdAt: v.string(),
  });
}
