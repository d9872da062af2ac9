import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { env } from '@/config/env';
import type * as EnvModule from '@/config/env';
import { HUMAN_CHECK_LIFETIME_MS, HumanCheck } from './human-check';

// A mutable copy of the validated env, so one test can configure a site key.
vi.mock('@/config/env', async (importOriginal) => {
  const original = await importOriginal<typeof EnvModule>();
  return { env: { ...original.env } };
});

// The real widget loads Google's script; at its edge we stand a fake that exposes its callbacks.
vi.mock('react-google-recaptcha', () => ({
  default: function FakeRecaptcha(props: {
    sitekey: string;
    hl?: string;
    onChange?: (token: string | null) => void;
    onExpired?: () => void;
    onErrored?: () => void;
  }) {
    return (
      <div data-testid="recaptcha" data-sitekey={props.sitekey} data-hl={props.hl}>
        <button type="button" onClick={() => props.onChange?.('token-123')}>
          resolver
        </button>
        <button type="button" onClick={() => props.onExpired?.()}>
          expirar
        </button>
        <button type="button" onClick={() => props.onErrored?.()}>
          fallar
        </button>
      </div>
    );
  },
}));

afterEach(() => {
  env.recaptchaSiteKey = null;
});

function Harness({
  onChange = vi.fn(),
  onExpired = vi.fn(),
}: {
  onChange?: (s: boolean) => void;
  onExpired?: () => void;
}) {
  const [resetKey, setResetKey] = useState(0);
  return (
    <>
      <HumanCheck onChange={onChange} onExpired={onExpired} resetKey={resetKey} />
      <button type="button" onClick={() => setResetKey((k) => k + 1)}>
        reiniciar
      </button>
    </>
  );
}

describe('HumanCheck without a site key (stand-in)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a labelled checkbox "No soy un robot" and reports ticking and unticking', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'No soy un robot' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('expires after 2 minutes like the real widget: unticks, reports false, then onExpired', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const onExpired = vi.fn();
    render(<Harness onChange={onChange} onExpired={onExpired} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'No soy un robot' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
    act(() => vi.advanceTimersByTime(HUMAN_CHECK_LIFETIME_MS - 1));
    expect(onExpired).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'No soy un robot' })).toBeChecked();
    act(() => vi.advanceTimersByTime(1));
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('checkbox', { name: 'No soy un robot' })).not.toBeChecked();
  });

  it('is cleared when resetKey changes, and a cleared check never expires', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const onExpired = vi.fn();
    render(<Harness onChange={onChange} onExpired={onExpired} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'No soy un robot' }));
    fireEvent.click(screen.getByRole('button', { name: 'reiniciar' }));
    expect(screen.getByRole('checkbox', { name: 'No soy un robot' })).not.toBeChecked();
    act(() => vi.advanceTimersByTime(HUMAN_CHECK_LIFETIME_MS * 2));
    expect(onExpired).not.toHaveBeenCalled();
  });
});

describe('HumanCheck with a site key (real widget)', () => {
  beforeEach(() => {
    env.recaptchaSiteKey = 'site-key-test';
  });

  it('lazy-loads the reCAPTCHA widget with the key and no stand-in', async () => {
    render(<Harness />);
    const widget = await screen.findByTestId('recaptcha');
    expect(widget).toHaveAttribute('data-sitekey', 'site-key-test');
    expect(widget).toHaveAttribute('data-hl', 'es-419');
    expect(screen.queryByRole('checkbox', { name: 'No soy un robot' })).not.toBeInTheDocument();
  });

  it('reports a token as solved, and expiry as unsolved followed by onExpired', async () => {
    const onChange = vi.fn();
    const onExpired = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} onExpired={onExpired} />);
    await user.click(await screen.findByRole('button', { name: 'resolver' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'expirar' }));
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('says so when the widget cannot load', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.click(await screen.findByRole('button', { name: 'fallar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No se pudo cargar la verificación. Revisa tu conexión y recarga la página.',
    );
    expect(onChange).toHaveBeenLastCalledWith(false);
  });
});
