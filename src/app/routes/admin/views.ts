import type { ComponentType } from 'react';
import type { AdminSectionId } from '@/features/admin/messages';
import { preloadable, type Preloadable } from '@/lib/preloadable';
import type { AdminViewProps } from './props';

/**
 * The desk's views, each a route module of its own and so a lazy chunk of its own: a view carries
 * only what it shows (admin JS budget, README "Signed-in JS"). `section` is the sidebar entry it
 * sits under. The URLs stay as they were: `?section=` picks a section at /admin-dashboard, and
 * /admin-dashboard/solicitudes/:id, /clientes/:uid and /servicio/:ticketId open one record.
 */
export const ADMIN_VIEWS = {
  dashboard: view('dashboard', () => import('./dashboard')),
  solicitudes: view('solicitudes', () => import('./leads')),
  usuarios: view('usuarios', () => import('./users')),
  privacidad: view('privacidad', () => import('./privacy')),
  servicio: view('servicio', () => import('./service')),
  configuracion: view('configuracion', () => import('./settings')),
  lead: view('solicitudes', () => import('./lead')),
  ticket: view('servicio', () => import('./ticket')),
  client: view('servicio', () => import('./client')),
} satisfies Record<AdminSectionId | 'lead' | 'ticket' | 'client', AdminView>;

export type AdminViewId = keyof typeof ADMIN_VIEWS;

interface AdminView {
  section: AdminSectionId;
  View: Preloadable<AdminViewProps>;
}

function view(
  section: AdminSectionId,
  load: () => Promise<{ default: ComponentType<AdminViewProps> }>,
): AdminView {
  return { section, View: preloadable(() => load().then((m) => m.default)) };
}
