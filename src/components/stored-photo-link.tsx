/**
 * A link that opens a rental client's stored photo: its path (a reading's or a ticket's
 * photoPath, always the project's own file) turned into a URL by the file store. Until that URL
 * is known, `pending` shows; when the file cannot be opened (e.g. a ticket stored before its
 * photo's upload failed, so no file is there), "Foto no disponible" shows instead of a link.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { displayablePhoto } from '@/data/rental/equipment/client-files';

/** Shown instead of the link when the stored photo cannot be opened. */
export const PHOTO_UNAVAILABLE = 'Foto no disponible';

type Shown = { state: 'pending' } | { state: 'ready'; href: string } | { state: 'missing' };

export function StoredPhotoLink({
  path,
  text,
  className = 'small mb-1',
  hint,
  pending = null,
}: {
  path: string;
  text: string;
  /** The paragraph's class; null: the bare link (e.g. in a table's cell). */
  className?: string | null;
  /** Read by screen readers after `text` (e.g. which month). */
  hint?: string;
  /** Shown until the URL is known. */
  pending?: ReactNode;
}) {
  const [shown, setShown] = useState<Shown>({ state: 'pending' });
  useEffect(() => {
    let cancelled = false;
    setShown({ state: 'pending' });
    displayablePhoto(path).then(
      (href) => !cancelled && setShown({ state: 'ready', href }),
      () => !cancelled && setShown({ state: 'missing' }),
    );
    return () => {
      cancelled = true;
    };
  }, [path]);
  if (shown.state === 'pending') return pending;
  const content =
    shown.state === 'missing' ? (
      <span className="text-body-secondary">{PHOTO_UNAVAILABLE}</span>
    ) : (
      <a href={shown.href} target="_blank" rel="noreferrer">
        {text}
        {hint && <span className="visually-hidden">{hint}</span>}
      </a>
    );
  return className === null ? content : <p className={className}>{content}</p>;
}
