import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>Hola, {name}</p>;
}

describe('preloadable', () => {
  it('suspends until its module arrives, then renders with its props', async () => {
    const Lazy = preloadable(() => Promise.resolve(Greeting));
    render(
      <Suspense fallback={<p>Cargando…</p>}>
        <Lazy name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
  });

  it('renders in the first pass once preloaded', async () => {
    const Lazy = preloadable(() => Promise.resolve(Greeting));
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Cargando…</p>}>
        <Lazy name="Luis" />
      </Suspense>,
    );
    expect(screen.getByText('Hola, Luis')).toBeInTheDocument();
  });

  it('tries again after a failed load', async () => {
    let attempts = 0;
    const Lazy = preloadable(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('sin red')) : Promise.resolve(Greeting);
    });
    await expect(Lazy.preload()).rejects.toThrow('sin red');
    await Lazy.preload();
    expect(attempts).toBe(2);
    render(<Lazy name="Eva" />);
    expect(screen.getByText('Hola, Eva')).toBeInTheDocument();
  });
});
