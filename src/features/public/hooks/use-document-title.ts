import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { seoForPath } from '@/content/seo';

/** Keeps document.title in step with the public route (same data as the prerendered <title>). */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = seoForPath(pathname).title;
  }, [pathname]);
}
