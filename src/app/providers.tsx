import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { SessionProvider } from '@/lib/session';
import { ToastLimit } from '@/components/toast-limit';

const MAX_TOASTS = 20;

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      {children}
      <Toaster
        position="top-right"
        toastOptions={{ success: { duration: 2000 }, error: { duration: 4000 } }}
        containerStyle={{ zIndex: 2000 }}
      />
      <ToastLimit max={MAX_TOASTS} />
    </SessionProvider>
  );
}
