/**
 * Tests only: waiting while setTimeout is faked. Testing Library's findBy/waitFor wait with
 * setTimeout themselves, so under vi.useFakeTimers() they never return; this polls with the real
 * setTimeout (captured when the module loads) inside act().
 */
import { act } from '@testing-library/react';

const realSetTimeout = globalThis.setTimeout;

export async function waitWithFakeTimers(assertion: () => void, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 5)));
  }
}
