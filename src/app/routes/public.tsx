/**
 * Everything only the public pages use, behind one module: Rollup puts it in one chunk (frame,
 * pages, lead forms, marketing copy) instead of a dozen small ones each compressed alone, and the
 * signed-in areas never load it (docs/decisions/0018-page-chunks-and-lazy-dialogs.md).
 */
export { default as PublicShell } from './public-shell';
export { default as HomeRoute } from './home';
export { BusinessLinesPage } from '@/features/public/pages/business-lines-page';
export { ArcoRoute, PrivacyRoute, preloadPageChunk } from './page-chunks';
export { NewsletterConfirmedPage } from '@/features/public/pages/newsletter-confirmed-page';
export { NotFoundPage } from '@/features/public/pages/not-found-page';
