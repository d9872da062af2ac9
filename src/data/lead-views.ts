/**
 * The desk's views of its own work (docs/decisions/0032-speed-to-lead.md): "Mis solicitudes"
 * (the signed-in admin's, newest first), "Vencidas" (awaiting a first answer past its due time,
 * most overdue first) and "Para hoy" (a next action due before the end of today, oldest first).
 * A module of its own so the desk's texts (features/admin/messages.ts) do not load the leads'
 * schema on every desk page.
 */
export const LEAD_VIEWS = ['mias', 'vencidas', 'hoy'] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];
