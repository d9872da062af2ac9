import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScrollToTopButton } from './scroll-to-top-button';

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('ScrollToTopButton', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('is hidden at the top and up to 300 px', () => {
    render(<ScrollToTopButton />);
    expect(screen.queryByRole('button', { name: 'Volver arriba' })).not.toBeInTheDocument();
    scrollWindowTo(300);
    expect(screen.queryByRole('button', { name: 'Volver arriba' })).not.toBeInTheDocument();
  });

  it('shows after more than 300 px and hides again near the top', () => {
    render(<ScrollToTopButton />);
    scrollWindowTo(301);
    expect(screen.getByRole('button', { name: 'Volver arriba' })).toBeVisible();
    scrollWindowTo(120);
    expect(screen.queryByRole('button', { name: 'Volver arriba' })).not.toBeInTheDocument();
  });

  it('scrolls smoothly to the top when clicked', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<ScrollToTopButton />);
    scrollWindowTo(900);
    await user.click(screen.getByRole('button', { name: 'Volver arriba' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });

  it('jumps without animation when the user prefers reduced motion', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
    }));
    const user = userEvent.setup();
    render(<ScrollToTopButton />);
    scrollWindowTo(900);
    await user.click(screen.getByRole('button', { name: 'Volver arriba' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    vi.unstubAllGlobals();
  });
});
