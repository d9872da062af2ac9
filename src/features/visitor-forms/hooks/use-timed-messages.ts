import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGE_CLEAR_MS } from '../messages';

export interface FormMessage {
  variant: 'success' | 'danger' | 'warning';
  text: string;
}

/**
 * Messages that disappear on their own (5000 ms, docs/product.md, Timings and limits). Showing new
 * messages replaces the old ones and restarts the clock; nothing fires after unmount.
 */
export function useTimedMessages(
  clearAfterMs: number = MESSAGE_CLEAR_MS,
): [FormMessage[], (next: FormMessage[]) => void] {
  const [messages, setMessages] = useState<FormMessage[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (next: FormMessage[]) => {
      clearTimeout(timer.current);
      timer.current = undefined;
      setMessages(next);
      if (next.length > 0) {
        timer.current = setTimeout(() => {
          timer.current = undefined;
          setMessages([]);
        }, clearAfterMs);
      }
    },
    [clearAfterMs],
  );

  return [messages, show];
}
