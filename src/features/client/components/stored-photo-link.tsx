/** A link that opens a stored photo (a Storage URL as is; the browser store's from this browser). */
import { useEffect, useState } from 'react';
import { displayableFileUrl } from '@/data/client-files';

export function StoredPhotoLink({ url, text }: { url: string; text: string }) {
  const [href, setHref] = useState<string | null>(/^https?:/.test(url) ? url : null);
  useEffect(() => {
    if (/^https?:/.test(url)) return;
    let cancelled = false;
    displayableFileUrl(url).then(
      (shown) => !cancelled && setHref(shown),
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [url]);
  if (!href) return null;
  return (
    <p className="small mb-1">
      <a href={href} target="_blank" rel="noreferrer">
        {text}
      </a>
    </p>
  );
}
