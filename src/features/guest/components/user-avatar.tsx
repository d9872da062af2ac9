import { useState } from 'react';
import { initialsOf } from '../utils/account';

/** The user's photo, or their initials on a circle when there is none (or it fails to load). */
export function UserAvatar({
  photoURL,
  name,
  size = 36,
  alt = '',
}: {
  photoURL: string | null | undefined;
  name: string;
  size?: number;
  /** Empty when the surrounding control already names it. */
  alt?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (photoURL && failedUrl !== photoURL) {
    return (
      <img
        src={photoURL}
        alt={alt}
        width={size}
        height={size}
        className="rounded-circle border border-2 border-white bg-white"
        style={{ objectFit: 'cover' }}
        onError={() => setFailedUrl(photoURL)}
      />
    );
  }
  return (
    <span
      className="rounded-circle bg-white text-primary fw-bold d-inline-flex align-items-center justify-content-center border border-2 border-white"
      style={{ width: size, height: size, fontSize: size * 0.4 }}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
    >
      {initialsOf(name)}
    </span>
  );
}
