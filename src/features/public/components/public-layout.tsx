import type { ReactNode } from 'react';
import { layoutCopy } from '@/content/marketing';
import { CookieBanner } from './cookie-banner';
import { ScrollToTopButton } from './scroll-to-top-button';
import { SiteFooter } from './site-footer';
import { SiteNavbar } from './site-navbar';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useScrollToLocation } from '../hooks/use-scroll-to-location';

export const MAIN_ID = 'contenido';

/**
 * Frame of every public page: skip link, navigation bar, the page in the one <main>, footer
 * (with the newsletter form the app passes in), scroll-to-top button and cookie banner.
 */
export function PublicLayout({
  children,
  newsletter,
}: {
  children: ReactNode;
  newsletter: ReactNode;
}) {
  useScrollToLocation();
  useDocumentTitle();
  return (
    <>
      <a className="visually-hidden-focusable skip-link" href={`#${MAIN_ID}`}>
        {layoutCopy.skipLink}
      </a>
      <SiteNavbar />
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter newsletter={newsletter} />
      <ScrollToTopButton />
      <CookieBanner />
    </>
  );
}
