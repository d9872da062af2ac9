import { screen, within } from '@testing-library/react';
import {
  APP_FALLBACK_END,
  APP_FALLBACK_START,
  APP_START_WAIT_MS,
  APP_STARTED_ATTRIBUTE,
  appShellFallbackScript,
  withAppShellFallback,
  withoutAppShellFallback,
} from './app-shell-fallback';

const INDEX = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

/** The app shell as index.html becomes, its inline script run as the browser runs it. */
function shell() {
  const html = withAppShellFallback(INDEX, 'Tu Socio <Ideal>');
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)![1]!;
  // innerHTML does not run scripts: run the inline one's own text.
  new Function(appShellFallbackScript())();
  return html;
}

const failure = () => screen.queryByRole('heading', { name: 'No pudimos cargar esta página.' });

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the app shell before and without its scripts', () => {
  it("shows the site's header and a loading line, not the failure", () => {
    shell();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Tu Socio <Ideal>' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando la página…');
    expect(failure()).toBeNull();
  });

  it('says "No pudimos cargar esta página." with "Recargar" as soon as a script fails to load', () => {
    shell();
    const script = document.createElement('script');
    document.head.append(script);
    script.dispatchEvent(new Event('error'));
    expect(failure()).toBeVisible();
    expect(failure()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('status')).toBeNull();
    script.remove();
  });

  it('says it when the app has not started after a few seconds, and not once it has', () => {
    vi.useFakeTimers();
    shell();
    vi.advanceTimersByTime(APP_START_WAIT_MS - 1);
    expect(failure()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(failure()).toBeVisible();

    shell();
    document.getElementById('root')!.setAttribute(APP_STARTED_ATTRIBUTE, '');
    vi.advanceTimersByTime(APP_START_WAIT_MS);
    expect(failure()).toBeNull();
  });

  it('does nothing once React has replaced it', () => {
    shell();
    const root = document.getElementById('root')!;
    root.replaceChildren(Object.assign(document.createElement('p'), { textContent: 'La app' }));
    const script = document.createElement('script');
    document.head.append(script);
    script.dispatchEvent(new Event('error'));
    expect(root).toHaveTextContent('La app');
    script.remove();
  });

  it('is left out of the prerendered pages: their #root is empty again', () => {
    const html = withAppShellFallback(INDEX, 'Tu Socio Ideal');
    expect(html).toContain(APP_FALLBACK_START);
    expect(html).toContain(APP_FALLBACK_END);
    expect(html).toContain('<noscript>');
    expect(withoutAppShellFallback(html)).toBe(INDEX);
  });
});
