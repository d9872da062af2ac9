import type { ReactNode } from 'react';
import { layoutCopy } from '@/content/marketing';
import { CookieBanner } from './cookie-banner';
import { Island } from './island';
import { ScrollToTopButton } from './scroll-to-top-button';
import { SiteFooter } from './site-footer';
import { SiteNavbar } from './site-navbar';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useScrollToLocation } from '../hooks/use-scroll-to-location';

export const MAIN_ID = 'contenido';

/**
 * Frame of every public page: skip link, navigation bar, the page in the one <main>, footer
 * (with the newsletter form the app passes in), scroll-to-top button and cookie banner. The
 * navigation bar, the button and the banner are islands (./island.tsx).
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
      <Island name="menu">
        <SiteNavbar />
      </Island>
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter newsletter={newsletter} />
      <Island name="scroll-to-top">
        <ScrollToTopButton />
      </Island>
      <Island name="cookie-banner">
        <CookieBanner />
      </Island>
    </>
  );
}
