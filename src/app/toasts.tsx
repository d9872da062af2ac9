import { useEffect } from 'react';
import { Toaster } from 'react-hot-toast';
import { raiseAboveDialogs } from '@/components/dialog';
import { ToastLimit } from '@/components/toast-limit';

const MAX_TOASTS = 20;

/**
 * The toasts of the signed-in areas (success 2 s, error 4 s, at most 20 at once). They hold no
 * controls and let every click through (`.toasts` in src/styles/_site.scss): a confirmation shown
 * over a dialog's "Cerrar" or the header's menus never takes the click meant for them. They show
 * above an open dialog too (`.above-dialogs`: raiseAboveDialogs in src/components/dialog.tsx).
 */
export default function Toasts() {
  // Loaded after a dialog that opened by itself (the guest's profile): join the top layer now.
  useEffect(() => {
    if (document.querySelector('dialog[open]')) raiseAboveDialogs();
  }, []);
  return (
    <>
      <Toaster
        position="top-right"
        toastOptions={{ success: { duration: 2000 }, error: { duration: 4000 } }}
        containerStyle={{ zIndex: 2000 }}
        containerClassName="toasts above-dialogs"
      />
      <ToastLimit max={MAX_TOASTS} />
    </>
  );
}
