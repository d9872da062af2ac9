import { useEffect, useState } from 'react';
import { ProgressMeter } from './progress-meter';

/**
 * docs/product.md, Timings and limits: the bar rises by 5 every 100 ms and stops at 99 until auth
 * has loaded.
 */
export const LOADING_STEP = 5;
export const LOADING_INTERVAL_MS = 100;
export const LOADING_MAX = 99;

/** Shown while auth loads on the guest pages. */
export function GuestLoadingScreen() {
  const [progress, setProgress] = useState(0);
  const done = progress >= LOADING_MAX;
  useEffect(() => {
    if (done) return;
    const timer = window.setInterval(() => {
      setProgress((value) => Math.min(LOADING_MAX, value + LOADING_STEP));
    }, LOADING_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [done]);

  return (
    <div className="container py-5" style={{ maxWidth: '32rem' }}>
      <p className="text-center fw-semibold mb-2" role="status">
        Cargando tu panel...
      </p>
      <ProgressMeter value={progress} label="Progreso de carga" striped />
    </div>
  );
}
