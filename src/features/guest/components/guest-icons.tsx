/** Inline SVG icons of the guest area. Decorative: hidden from assistive technology. */
import type { ReactNode } from 'react';
import { SvgIcon } from '@/components/svg-icon';

export type GuestIconName =
  'bell' | 'calculator' | 'clipboard' | 'book' | 'calendar' | 'headset' | 'star';

const paths: Record<GuestIconName, ReactNode> = {
  bell: <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0" />,
  calculator: (
    <path d="M6 2h12a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM8 6h8v4H8zM8 14h.01M12 14h.01M16 14h.01M8 18h.01M12 18h.01M16 18h.01" />
  ),
  clipboard: (
    <path d="M9 3h6v3H9zM9 4.5H6a2 2 0 0 0-2 2V20a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V6.5a2 2 0 0 0-2-2h-3M8 12l2 2 4-4M8 18h8" />
  ),
  book: (
    <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
  ),
  calendar: (
    <path d="M5 4h14a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM3 9h18M8 2v4M16 2v4M8 13h2M14 13h2M8 17h2" />
  ),
  headset: (
    <path d="M4 15v-3a8 8 0 0 1 16 0v3M4 15a2 2 0 0 0 2 2h1v-5H6a2 2 0 0 0-2 2zM20 15a2 2 0 0 1-2 2h-1v-5h1a2 2 0 0 1 2 2zM18 17v1a3 3 0 0 1-3 3h-3" />
  ),
  star: <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />,
};

export function GuestIcon({
  name,
  size,
  className,
}: {
  name: GuestIconName;
  size?: number;
  className?: string;
}) {
  return (
    <SvgIcon size={size} className={className}>
      {paths[name]}
    </SvgIcon>
  );
}
