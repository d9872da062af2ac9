/**
 * Renders its children only for a rental client (clients/{uid} exists): the app wraps the client's
 * header links and dashboard card in it, so a guest who is not a client never loads their chunk.
 * Small on purpose: it is part of every guest page's code.
 */
import type { ReactNode } from 'react';
import { useClient } from '../use-client';

export function ClientOnly({ children }: { children: ReactNode }) {
  const { state } = useClient();
  return state.status !== 'error' && state.value ? <>{children}</> : null;
}
