/**
 * The site's one dialog: the browser's own modal <dialog> (showModal), dressed in Bootstrap's
 * modal classes. The browser gives what a modal needs (the page behind is inert, focus stays
 * inside, the top layer above everything, the dialog role and its name from aria-labelledby),
 * so it costs about 1 kB instead of react-bootstrap's Modal (5 kB gzip with its transitions),
 * on pages where a dialog opens by itself, such as the guest's profile
 * (docs/decisions/0027-native-dialog.md).
 *
 * Rendered only while `show` is true. Esc and a click outside the box call `onHide` (unless
 * `keyboard={false}` / `backdrop="static"`): the caller's state decides, never the browser alone.
 * On closing, focus goes back to what had it before.
 */
import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  type ElementType,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';

export interface DialogProps {
  show: boolean;
  onHide: () => void;
  children: ReactNode;
  'aria-labelledby'?: string;
  centered?: boolean;
  size?: 'lg';
  fullscreen?: boolean;
  /** "static": a click outside the box does not close it. */
  backdrop?: true | 'static';
  /** false: Esc does not close it. */
  keyboard?: boolean;
  /** Once open and its content mounted (to focus a field). */
  onEntered?: () => void;
  /** Once closed (to reset what it showed). */
  onExited?: () => void;
}

const HideContext = createContext<() => void>(() => {});

/**
 * A modal dialog sits in the browser's top layer, above any z-index: the toasts (marked
 * `.above-dialogs`, src/app/toasts.tsx) would show behind it. Each dialog that opens shows them
 * again as a manual popover, which puts them in the top layer above it. Without the Popover API
 * (jsdom) nothing happens.
 */
export function raiseAboveDialogs(): void {
  for (const element of document.querySelectorAll<HTMLElement>('.above-dialogs')) {
    if (typeof element.showPopover !== 'function') continue;
    if (!element.hasAttribute('popover')) element.setAttribute('popover', 'manual');
    if (element.matches(':popover-open')) element.hidePopover();
    element.showPopover();
  }
}

export function Dialog({ show, onExited, ...props }: DialogProps) {
  // onExited on a real close (show turned false), never on React's development-only remount.
  const shown = useRef(false);
  useEffect(() => {
    if (show) shown.current = true;
    else if (shown.current) {
      shown.current = false;
      onExited?.();
    }
  }, [show, onExited]);
  return show ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  onHide,
  children,
  centered,
  size,
  fullscreen,
  backdrop = true,
  keyboard = true,
  onEntered,
  'aria-labelledby': labelledBy,
}: Omit<DialogProps, 'show' | 'onExited'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const latest = useRef({ onEntered, onHide, keyboard });
  useLayoutEffect(() => {
    latest.current = { onEntered, onHide, keyboard };
  });
  const pressedOutside = useRef(false);
  const closing = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    closing.current = false;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    raiseAboveDialogs();
    latest.current.onEntered?.();
    return () => {
      closing.current = true;
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Esc: the browser would close the dialog by itself; the caller's state decides instead.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    if (latest.current.keyboard) latest.current.onHide();
  };
  // A close request without a key (Android's back gesture) arrives as "cancel".
  const onCancel = (event: FormEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (latest.current.keyboard) latest.current.onHide();
  };
  // Should the browser close it anyway (a repeated close request), open it again if the caller
  // still shows it: only `show` closes it.
  const onClose = () => {
    const dialog = ref.current;
    if (!closing.current && dialog?.isConnected && !dialog.open) dialog.showModal();
  };
  // The box fills the viewport; a press and release both outside .modal-content close it.
  const outside = (event: MouseEvent) =>
    event.target instanceof Element && !event.target.closest('.modal-content');

  return (
    <dialog
      ref={ref}
      className="modal dialog-native"
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onClose}
      onMouseDown={(event) => {
        pressedOutside.current = outside(event);
      }}
      onClick={(event) => {
        if (backdrop !== 'static' && pressedOutside.current && outside(event)) onHide();
        pressedOutside.current = false;
      }}
    >
      <div
        className={[
          'modal-dialog',
          centered && 'modal-dialog-centered',
          size === 'lg' && 'modal-lg',
          fullscreen && 'modal-fullscreen',
        ]
          .filter(Boolean)
          .join(' ')}
      >
        <div className="modal-content">
          <HideContext.Provider value={onHide}>{children}</HideContext.Provider>
        </div>
      </div>
    </dialog>
  );
}

interface PartProps {
  children?: ReactNode;
  className?: string;
}

const join = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

function DialogHeader({
  children,
  className,
  closeButton,
  closeLabel = 'Cerrar',
}: PartProps & { closeButton?: boolean; closeLabel?: string }) {
  const hide = useContext(HideContext);
  return (
    <div className={join('modal-header', className)}>
      {children}
      {closeButton && (
        <button type="button" className="btn-close" aria-label={closeLabel} onClick={hide} />
      )}
    </div>
  );
}

function DialogTitle({
  children,
  className,
  id,
  as: As = 'div',
}: PartProps & { id?: string; as?: ElementType }) {
  return (
    <As id={id} className={join('modal-title', className)}>
      {children}
    </As>
  );
}

const DialogBody = ({ children, className }: PartProps) => (
  <div className={join('modal-body', className)}>{children}</div>
);

const DialogFooter = ({ children, className }: PartProps) => (
  <div className={join('modal-footer', className)}>{children}</div>
);

Dialog.Header = DialogHeader;
Dialog.Title = DialogTitle;
Dialog.Body = DialogBody;
Dialog.Footer = DialogFooter;
