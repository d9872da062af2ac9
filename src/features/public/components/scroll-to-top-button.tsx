import { useEffect, useState } from 'react';
import { layoutCopy } from '@/content/site-frame';
import { prefersReducedMotion } from '../hooks/reduced-motion';
import { Icon } from './icons';
import { SCROLL_TO_TOP_THRESHOLD } from './page-markers';

export { SCROLL_TO_TOP_THRESHOLD };

/** "Volver arriba": visible after more than 300 px of scroll; scrolls back to the top. */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;

  return (
    <button
      type="button"
      className="btn btn-action scroll-to-top"
      aria-label={layoutCopy.scrollToTop}
      title={layoutCopy.scrollToTop}
      onClick={() =>
        window.scrollTo({
          top: 0,
          left: 0,
          behavior: prefersReducedMotion() ? 'instant' : 'smooth',
        })
      }
    >
      <Icon name="arrowUp" />
    </button>
  );
}
