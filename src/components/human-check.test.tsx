import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { env } from '@/config/env';
import type * as EnvModule from '@/config/env';
import { HUMAN_CHECK_LIFETIME_MS, HumanCheck, type HumanCheckProps } from './human-check';

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
  issueStandInToken,
}: Partial<HumanCheckProps>) {
  const [resetKey, setResetKey] = useState(0);
  return (
    <>
      <HumanCheck
        onChange={onChange}
        onExpired={onExpired}
        resetKey={resetKey}
        issueStandInToken={issueStandInToken}
      />
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

  it('shows a labelled checkbox "No soy un robot"; without a token issuer it reports "stand-in", and null when unticked', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'No soy un robot' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('stand-in');
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('with a token issuer: "Verificando..." while it asks, then ticked with the issued token', async () => {
    const onChange = vi.fn();
    let answer: (token: string) => void = () => {};
    const issueStandInToken = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<Harness onChange={onChange} issueStandInToken={issueStandInToken} />);
    const box = screen.getByRole('checkbox', { name: 'No soy un robot' });
    await user.click(box);

    expect(issueStandInToken).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Verificando...');
    expect(box).not.toBeChecked();
    expect(box).toHaveAttribute('aria-disabled', 'true');
    // Still focusable (keyboard users stay where they were); a second press asks nothing more.
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(issueStandInToken).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();

    await act(async () => answer('standin.abc'));
    expect(box).toBeChecked();
    expect(box).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('standin.abc');
  });

  it('works from the keyboard: Space ticks it and asks for a token', async () => {
    const onChange = vi.fn();
    const issueStandInToken = vi.fn(async () => 'standin.teclado');
    const user = userEvent.setup();
    render(<Harness onChange={onChange} issueStandInToken={issueStandInToken} />);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'No soy un robot' })).toHaveFocus();
    await user.keyboard(' ');
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith('standin.teclado'));
    expect(screen.getByRole('checkbox', { name: 'No soy un robot' })).toBeChecked();
  });

  it('when no token can be had: a Spanish error, the box stays unticked, and ticking again retries', async () => {
    const onChange = vi.fn();
    const issueStandInToken = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce('standin.segundo');
    const user = userEvent.setup();
    render(<Harness onChange={onChange} issueStandInToken={issueStandInToken} />);
    const box = screen.getByRole('checkbox', { name: 'No soy un robot' });
    await user.click(box);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo completar la verificación. Revisa tu conexión e inténtalo de nuevo.',
    );
    expect(box).not.toBeChecked();
    expect(box).not.toHaveAttribute('aria-disabled');
    expect(onChange).not.toHaveBeenCalled();

    await user.click(box);
    await vi.waitFor(() => expect(box).toBeChecked());
    expect(onChange).toHaveBeenLastCalledWith('standin.segundo');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a reset while the token is on its way drops that answer', async () => {
    const onChange = vi.fn();
    let answer: (token: string) => void = () => {};
    const issueStandInToken = () => new Promise<string>((resolve) => (answer = resolve));
    const user = userEvent.setup();
    render(<Harness onChange={onChange} issueStandInToken={issueStandInToken} />);
    await user.click(screen.getByRole('checkbox', { name: 'No soy un robot' }));
    fireEvent.click(screen.getByRole('button', { name: 'reiniciar' }));
    await act(async () => answer('standin.tarde'));
    expect(screen.getByRole('checkbox', { name: 'No soy un robot' })).not.toBeChecked();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('expires after 2 minutes like the real widget: unticks, reports false, then onExpired', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const onExpired = vi.fn();
    render(<Harness onChange={onChange} onExpired={onExpired} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'No soy un robot' }));
    expect(onChange).toHaveBeenLastCalledWith('stand-in');
    act(() => vi.advanceTimersByTime(HUMAN_CHECK_LIFETIME_MS - 1));
    expect(onExpired).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'No soy un robot' })).toBeChecked();
    act(() => vi.advanceTimersByTime(1));
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(null);
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

  it("reports the widget's token, and expiry as null followed by onExpired; never asks the stand-in issuer", async () => {
    const onChange = vi.fn();
    const onExpired = vi.fn();
    const issueStandInToken = vi.fn(async () => 'standin.x');
    const user = userEvent.setup();
    render(
      <Harness onChange={onChange} onExpired={onExpired} issueStandInToken={issueStandInToken} />,
    );
    await user.click(await screen.findByRole('button', { name: 'resolver' }));
    expect(onChange).toHaveBeenLastCalledWith('token-123');
    await user.click(screen.getByRole('button', { name: 'expirar' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(issueStandInToken).not.toHaveBeenCalled();
  });

  it('a new resetKey gives a fresh widget (a spent token needs a new challenge)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const first = await screen.findByTestId('recaptcha');
    await user.click(screen.getByRole('button', { name: 'reiniciar' }));
    const second = await screen.findByTestId('recaptcha');
    expect(second).not.toBe(first);
  });

  it('says so when the widget cannot load', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.click(await screen.findByRole('button', { name: 'fallar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No se pudo cargar la verificación. Revisa tu conexión y recarga la página.',
    );
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
