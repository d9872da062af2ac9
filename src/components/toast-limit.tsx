import { useEffect } from 'react';
import toast, { useToasterStore } from 'react-hot-toast';

/** Keeps at most `max` toasts visible: the oldest are dismissed first. */
export function ToastLimit({ max }: { max: number }) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(max)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts, max]);
  return null;
}
