import { Toaster } from 'react-hot-toast';
import { ToastLimit } from '@/components/toast-limit';

const MAX_TOASTS = 20;

/**
 * The toasts of the signed-in areas (success 2 s, error 4 s, at most 20 at once). They hold no
 * controls and let every click through (`.toasts` in src/styles/_site.scss): a confirmation shown
 * over a dialog's "Cerrar" or the header's menus never takes the click meant for them.
 */
export default function Toasts() {
  return (
    <>
      <Toaster
        position="top-right"
        toastOptions={{ success: { duration: 2000 }, error: { duration: 4000 } }}
        containerStyle={{ zIndex: 2000 }}
        containerClassName="toasts"
      />
      <ToastLimit max={MAX_TOASTS} />
    </>
  );
}
