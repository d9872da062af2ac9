import { useEffect } from 'react';
import { companyName } from '@/content/company-name';

/** Sets document.title to "{title} | {company}" while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${companyName}`;
  }, [title]);
}
