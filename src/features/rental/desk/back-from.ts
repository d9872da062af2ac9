/**
 * Where a desk page was opened from: the links that lead to a company's page
 * (/admin-dashboard/clientes/:id) carry it in the router's location state (`from`), so its back
 * link goes back there ("← Volver a Tickets") instead of always to Usuarios. Only a desk address
 * is kept: a state naming anything else is ignored (the page falls back to its own link).
 */
import { paths } from '@/config/paths';

/** A place in the desk to go back to and what its back link says. */
export interface BackFrom {
  /** The desk address with its query ("/admin-dashboard?section=servicio&vista=cierre"). */
  to: string;
  /** The back link's text, "Volver a Tickets". */
  label: string;
}

/** The back links' texts, by the place they go back to. */
export const BACK_TEXT = {
  tickets: 'Volver a Tickets',
  ticket: 'Volver al ticket',
  monthClose: 'Volver a Cierre de mes',
  missingReadings: 'Volver a Lecturas pendientes',
  usage: 'Volver a Consumo mensual',
} as const;

/** The location state a link sets: `<Link to={…} state={backFrom(location, label)}>`. */
export function backFrom(
  location: { pathname: string; search: string },
  label: string,
): { from: BackFrom } {
  return { from: { to: `${location.pathname}${location.search}`, label } };
}

/** The `from` of a location state, when it names a desk address; else null. */
export function readBackFrom(state: unknown): BackFrom | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as { from?: unknown }).from;
  if (typeof from !== 'object' || from === null) return null;
  const { to, label } = from as { to?: unknown; label?: unknown };
  if (typeof to !== 'string' || typeof label !== 'string' || !label.trim()) return null;
  const desk =
    to === paths.admin || to.startsWith(`${paths.admin}?`) || to.startsWith(`${paths.admin}/`);
  return desk && !to.startsWith('//') ? { to, label } : null;
}
