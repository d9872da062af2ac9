import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuestLoadingScreen } from './guest-loading-screen';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const bar = () => screen.getByRole('progressbar', { name: 'Progreso de carga' });

describe('GuestLoadingScreen', () => {
  it('rises by 5 every 100 ms and stops at 99', () => {
    render(<GuestLoadingScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tu panel...');
    expect(bar()).toHaveAttribute('aria-valuenow', '0');

    act(() => vi.advanceTimersByTime(99));
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    act(() => vi.advanceTimersByTime(1));
    expect(bar()).toHaveAttribute('aria-valuenow', '5');
    act(() => vi.advanceTimersByTime(100));
    expect(bar()).toHaveAttribute('aria-valuenow', '10');
    act(() => vi.advanceTimersByTime(900));
    expect(bar()).toHaveAttribute('aria-valuenow', '55');
    expect(bar()).toHaveStyle({ width: '55%' });

    act(() => vi.advanceTimersByTime(1_000));
    expect(bar()).toHaveAttribute('aria-valuenow', '99');
    act(() => vi.advanceTimersByTime(10_000));
    expect(bar()).toHaveAttribute('aria-valuenow', '99');
    // Nothing keeps ticking once it has stopped.
    expect(vi.getTimerCount()).toBe(0);
  });
});
