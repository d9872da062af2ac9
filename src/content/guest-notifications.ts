/**
 * Static sample notifications of the guest header's dropdown (docs/product.md, Guest area).
 * Plain data: the company edits it here.
 */
import { paths } from '@/config/paths';

export interface GuestNotification {
  id: string;
  title: string;
  text: string;
  /** Where the entry leads inside the guest area. */
  to: string;
}

export const GUEST_NOTIFICATIONS: readonly GuestNotification[] = [
  {
    id: 'completa-tu-perfil',
    title: 'Completa tu perfil',
    text: 'Actualiza tus datos y gana tus primeros 20 puntos.',
    to: paths.guest.profile,
  },
  {
    id: 'calcula-tu-ahorro',
    title: 'Calcula tu ahorro',
    text: 'Descubre cuánto puedes ahorrar al mes rentando tu equipo de impresión.',
    to: paths.guest.calculator,
  },
  {
    id: 'nuevos-recursos',
    title: 'Nuevos recursos disponibles',
    text: 'Guías, checklists y videos para sacar el máximo provecho a tus equipos.',
    to: paths.guest.resourcesLibrary,
  },
];
