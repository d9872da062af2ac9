import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollToLocation } from './use-scroll-to-location';

function Page() {
  useScrollToLocation();
  return <p>Página</p>;
}

/** The page at `path` under StrictMode (effects run twice, as in development), scrollTo spied. */
function renderAt(path: string) {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
    initialEntries: [path],
  });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return { scrollTo, router };
}

afterEach(() => vi.restoreAllMocks());

describe('useScrollToLocation', () => {
  it("keeps the visitor's position on the first render, also under StrictMode's remount", () => {
    const { scrollTo } = renderAt('/');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('goes back to the top on a navigation to a page without an anchor', async () => {
    const { scrollTo, router } = renderAt('/');
    await act(() => router.navigate('/business-lines'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});
