import type { ReactNode } from 'react';

/**
 * The frame of the site's inline line icons (24x24, stroked with the text colour). Decorative:
 * hidden from assistive technology. Each feature keeps its own path set, so public pages ship
 * only theirs.
 */
export function SvgIcon({
  children,
  size = 24,
  className,
}: {
  children: ReactNode;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
