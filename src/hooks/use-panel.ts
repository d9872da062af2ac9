import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A button that shows and hides a panel (a collapsed navigation, an account menu), with Bootstrap's
 * CSS and these few lines of state instead of a component library's JavaScript (and the
 * positioning engine its dropdowns load): Escape closes the panel and returns the focus to its
 * button, a click outside both closes it, and so does any change of `closeKey` (the caller's
 * location: following a link; useDisclosure passes the router's). Give `toggleRef` to the button and `panelRef` to the panel.
 */
export function usePanel<Panel extends HTMLElement = HTMLElement>(closeKey: string) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<Panel>(null);

  useEffect(() => {
    setOpen(false);
  }, [closeKey]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target))
        setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, toggle, close, toggleRef, panelRef };
}
