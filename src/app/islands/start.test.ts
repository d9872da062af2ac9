import { FAILURE_ATTRIBUTE, HELD_ATTRIBUTE } from '@/features/public/components/page-markers';
import { PAINT_WAIT_MS, START_FALLBACK_MS, startIslands, startIslandsSource } from './start';

const LOADER = '/assets/public-islands-abc.js';

/** A page with the quote form's island and its failure message, as the build writes them. */
function page() {
  document.body.innerHTML =
    '<div data-island="quote-form" style="display:contents"><form method="post" action="#x">' +
    '<input name="fullName"><input type="checkbox" name="ok"><a href="#y">enlace</a>' +
    '<button type="submit">Enviar</button></form></div>' +
    '<p class="alert" role="alert" hidden data-island-failure="">No pudimos cargar</p>';
  return {
    form: document.querySelector('form')!,
    box: document.querySelector<HTMLInputElement>('input[type="checkbox"]')!,
    link: document.querySelector('a')!,
    failure: document.querySelector<HTMLElement>('[data-island-failure]')!,
  };
}

/** A loader whose fetch the test settles. */
function loader() {
  const settle: { resolve: () => void; reject: () => void }[] = [];
  const load = vi.fn(
    () => new Promise<void>((resolve, reject) => settle.push({ resolve, reject: () => reject() })),
  );
  return { load, settle };
}

const flush = () => new Promise((done) => setTimeout(done, 0));

class SilentObserver {
  observe() {}
  disconnect() {}
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the start-app module of the prerendered pages', () => {
  it('uses the attribute names the loader and the build use, and calls itself with the loader', () => {
    const source = startIslandsSource();
    expect(source).toContain(`form[${HELD_ATTRIBUTE}="submit"]`);
    expect(source).toContain(FAILURE_ATTRIBUTE);
    expect(source).toContain("document.querySelector('script[data-app]')?.dataset.app");
    expect(source).toContain('(url) => import(url)');
    expect(source).toContain(`${PAINT_WAIT_MS},\n  ${START_FALLBACK_MS},`);
  });

  it('holds a send made before the loader runs (never a native submit) and starts the loader at once', async () => {
    vi.stubGlobal('PerformanceObserver', SilentObserver);
    const { form } = page();
    const { load, settle } = loader();
    startIslands(LOADER, load, PAINT_WAIT_MS, START_FALLBACK_MS);

    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(form.getAttribute(HELD_ATTRIBUTE)).toBe('submit');
    expect(load).toHaveBeenCalledExactlyOnceWith(LOADER);

    // Once the loader runs, the page's events are its own: nothing is held here any more.
    settle[0]!.resolve();
    await flush();
    form.removeAttribute(HELD_ATTRIBUTE);
    const later = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(form.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
  });

  it('keeps a box unticked and marks it for the loader; links are left to the browser', async () => {
    vi.stubGlobal('PerformanceObserver', SilentObserver);
    const { box, link } = page();
    const { load, settle } = loader();
    startIslands(LOADER, load, PAINT_WAIT_MS, START_FALLBACK_MS);
    box.click();
    expect(box.checked).toBe(false);
    expect(box.getAttribute(HELD_ATTRIBUTE)).toBe('click');
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(follow);
    expect(follow.defaultPrevented).toBe(false);
    expect(link.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
    settle[0]!.resolve();
    await flush();
  });

  it("shows the form's message when the loader cannot be fetched for a held send, and asks again at the next interaction", async () => {
    vi.stubGlobal('PerformanceObserver', SilentObserver);
    const { form, failure } = page();
    const { load, settle } = loader();
    startIslands(LOADER, load, PAINT_WAIT_MS, START_FALLBACK_MS);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    settle[0]!.reject();
    await flush();
    expect(failure.hidden).toBe(false);

    form.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(2);
    settle[1]!.resolve();
    await flush();
  });

  it('starts about a second after the load when the browser reports no largest paint', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    vi.stubGlobal('PerformanceObserver', SilentObserver);
    page();
    const { load, settle } = loader();
    expect(document.readyState).toBe('complete');
    startIslands(LOADER, load, PAINT_WAIT_MS, START_FALLBACK_MS);
    vi.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50); // the wait, then the next frame
    expect(load).toHaveBeenCalledExactlyOnceWith(LOADER);
    settle[0]!.resolve();
  });

  it('starts right after the next frame once the largest paint is reported', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    class ReportingObserver {
      constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
      observe(options: PerformanceObserverInit) {
        expect(options).toEqual({ type: 'largest-contentful-paint', buffered: true });
        this.callback({}, this);
      }
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', ReportingObserver);
    page();
    const { load, settle } = loader();
    startIslands(LOADER, load, PAINT_WAIT_MS, START_FALLBACK_MS);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(load).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(START_FALLBACK_MS);
    expect(load).toHaveBeenCalledOnce();
    settle[0]!.resolve();
  });
});
