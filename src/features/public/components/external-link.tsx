import type { ReactNode } from 'react';
import { layoutCopy } from '@/content/marketing';

/** A link that opens in a new tab, safely, and says so to screen-reader users. */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {layoutCopy.newTab}</span>
    </a>
  );
}
