import { useEffect, useState } from 'react';
import { displayablePhotoUrl, isDisplayableUrl } from '@/data/profile-photos';
import { initialsOf } from '../utils/account';

/** What `<img src>` gets for a stored photo URL; null while it is being read or when it fails. */
function useDisplayablePhoto(photoURL: string | null | undefined): string | null {
  const [resolved, setResolved] = useState<{ from: string; src: string | null } | null>(null);
  useEffect(() => {
    if (!photoURL || isDisplayableUrl(photoURL)) return undefined;
    let current = true;
    displayablePhotoUrl(photoURL).then(
      (src) => current && setResolved({ from: photoURL, src }),
      () => current && setResolved({ from: photoURL, src: null }),
    );
    return () => {
      current = false;
    };
  }, [photoURL]);
  if (!photoURL) return null;
  if (isDisplayableUrl(photoURL)) return photoURL;
  return resolved?.from === photoURL ? resolved.src : null;
}

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
  const src = useDisplayablePhoto(photoURL);
  if (photoURL && src && failedUrl !== photoURL) {
    return (
      <img
        src={src}
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
