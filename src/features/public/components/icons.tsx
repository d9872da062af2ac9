/** Inline SVG icons (no icon font, no CDN). Decorative: hidden from assistive technology. */
import type { ReactNode } from 'react';
import { SvgIcon } from '@/components/svg-icon';
import type { IconName } from '@/content/marketing';

export type AnyIconName =
  | IconName
  | 'phone'
  | 'whatsapp'
  | 'mail'
  | 'clock'
  | 'facebook'
  | 'instagram'
  | 'linkedin'
  | 'check'
  | 'arrowUp'
  | 'arrowRight';

const stroked: Record<AnyIconName, ReactNode> = {
  printer: (
    <path d="M6 9V3h12v6M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2M6 14h12v7H6z" />
  ),
  card: (
    <path d="M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM2 10h20M6 15h4" />
  ),
  calendar: (
    <path d="M5 4h14a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM3 9h18M8 2v4M16 2v4M8 13h2M14 13h2M8 17h2" />
  ),
  wallet: (
    <path d="M19 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-3M3 5a2 2 0 0 0 2 2h16v4M21 11h-5a2 2 0 0 0 0 4h5z" />
  ),
  receipt: <path d="M6 2h12v20l-3-2-3 2-3-2-3 2zM9 7h6M9 11h6M9 15h4" />,
  wrench: (
    <path d="M20.5 7.5 17 11l-4-4 3.5-3.5a5 5 0 0 0-6.3 6.3L3.6 16.4a2 2 0 0 0 2.8 2.8l6.6-6.6a5 5 0 0 0 7.5-5.1z" />
  ),
  refresh: <path d="M20 11a8 8 0 0 0-14.9-3M4 3v5h5M4 13a8 8 0 0 0 14.9 3M20 21v-5h-5" />,
  chart: <path d="M4 3v17h17M8 16v-5M12 16V7M16 16v-3M20 16V9" />,
  growth: <path d="M3 17l6-6 4 4 8-8M15 7h6v6" />,
  people: (
    <path d="M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2 21a7 7 0 0 1 14 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18.5 14.5A7 7 0 0 1 22 21" />
  ),
  shield: <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4" />,
  map: (
    <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />
  ),
  phone: (
    <path d="M5 3h3.5l2 5-2.5 1.5a11 11 0 0 0 6.5 6.5l1.5-2.5 5 2V19a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z" />
  ),
  whatsapp: (
    <>
      <path d="M3 21l1.7-4.8A8.7 8.7 0 1 1 8 19.5z" />
      <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l.8-1.8-2-1-1 .8a4.5 4.5 0 0 1-2.3-2.3l.8-1-1-2z" />
    </>
  ),
  mail: (
    <path d="M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 7l9 6 9-6" />
  ),
  clock: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2" />,
  facebook: (
    <path d="M15 3h-2.5A4.5 4.5 0 0 0 8 7.5V10H5.5v4H8v7h4v-7h3l.5-4H12V7.8a.8.8 0 0 1 .8-.8H15z" />
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 11v6M8 7.5v.01M12 17v-6M12 13.5a2.5 2.5 0 0 1 5 0V17" />
    </>
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7" />,
  arrowUp: <path d="M12 19V5M5 12l7-7 7 7" />,
  arrowRight: <path d="M5 12h14M13 6l6 6-6 6" />,
};

export function Icon({
  name,
  size,
  className,
}: {
  name: AnyIconName;
  size?: number;
  className?: string;
}) {
  return (
    <SvgIcon size={size} className={className}>
      {stroked[name]}
    </SvgIcon>
  );
}

/** The company logo mark (the same drawing as public/favicon.svg). */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#fff" />
      <path d="M18 22h28v6H35v20h-6V28H18z" fill="#6610f2" />
      <circle cx="46" cy="44" r="5" fill="#E4007C" />
    </svg>
  );
}
