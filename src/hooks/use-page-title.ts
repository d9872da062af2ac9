import { useEffect } from 'react';
import { company } from '@/content/company';

/** Sets document.title to "{title} | {company}" while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${company.name}`;
  }, [title]);
}
