/**
 * The copy of the public pages' frame that their islands draw (navigation bar, cookie banner,
 * "Volver arriba": docs/decisions/0039-public-islands.md): apart from ./marketing.ts, which
 * re-exports it, so an island's chunk carries these few lines, not the whole site's copy.
 */
import { paths, sectionIds } from '@/config/paths';

export interface LinkCopy {
  label: string;
  /** Router path, optionally with a #hash. */
  to: string;
}

const hash = (id: string) => `${paths.home}#${id}`;

export const navigation = {
  /** Accessible name of the <nav> landmark. */
  label: 'Navegación principal',
  brandLabel: 'Tu Socio Ideal, ir al inicio',
  toggleLabel: 'Menú de navegación',
  items: [
    { label: 'Inicio', to: paths.home },
    { label: 'Servicios', to: hash(sectionIds.services) },
    { label: 'Líneas de negocios', to: paths.businessLines },
    { label: 'Quiénes Somos', to: hash(sectionIds.about) },
    { label: 'Contacto', to: hash(sectionIds.contact) },
  ] satisfies LinkCopy[],
  action: { label: 'Acceder/Registrarse', to: paths.auth } satisfies LinkCopy,
};

export const layoutCopy = {
  skipLink: 'Saltar al contenido',
  scrollToTop: 'Volver arriba',
  cookieBanner: {
    label: 'Aviso de cookies',
    text: 'Usamos solo cookies y almacenamiento local necesarios para que el sitio funcione y mantener tu sesión.',
    linkLabel: 'Consulta el aviso de privacidad',
    accept: 'Entendido',
  },
  newTab: '(se abre en una pestaña nueva)',
};
