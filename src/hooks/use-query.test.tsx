import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { clearQueryCache, setQueryData } from '@/lib/query-cache';
import { useQuery } from './use-query';

afterEach(() => {
  cleanup();
  clearQueryCache();
});

/** A read the test settles by hand, counting how often it was started. */
function manualLoad<T>() {
  const pending: Array<{ resolve: (value: T) => void; reject: (error: unknown) => void }> = [];
  const load = () =>
    new Promise<T>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { load, pending };
}

function Show({
  name,
  queryKey,
  load,
}: {
  name: string;
  queryKey: string | null;
  load: () => Promise<number>;
}) {
  const { state, reload } = useQuery(queryKey, load);
  const text =
    state.status === 'ready'
      ? `listo ${state.value}`
      : state.status === 'error'
        ? `error ${state.value ?? '-'}`
        : `cargando ${state.value ?? '-'}`;
  return (
    <p>
      {name}: {text}{' '}
      <button type="button" onClick={() => void reload().catch(() => {})}>
        Reintentar {name}
      </button>
    </p>
  );
}

it('screens showing the same key share one read and each write to it', async () => {
  const { load, pending } = manualLoad<number>();
  render(
    <>
      <Show name="cabecera" queryKey="users/u1" load={load} />
      <Show name="panel" queryKey="users/u1" load={load} />
    </>,
  );
  expect(screen.getByText(/cabecera: cargando -/)).toBeInTheDocument();
  expect(pending).toHaveLength(1);
  await act(async () => pending[0]?.resolve(10));
  expect(screen.getByText(/cabecera: listo 10/)).toBeInTheDocument();
  expect(screen.getByText(/panel: listo 10/)).toBeInTheDocument();

  // A tool awards points: the stored document reaches both at once, with no second read.
  act(() => setQueryData('users/u1', 15));
  expect(screen.getByText(/cabecera: listo 15/)).toBeInTheDocument();
  expect(screen.getByText(/panel: listo 15/)).toBeInTheDocument();
  expect(pending).toHaveLength(1);
});

it('keeps the value of a write over an older read that settles later', async () => {
  const { load, pending } = manualLoad<number>();
  render(<Show name="panel" queryKey="k" load={load} />);
  act(() => setQueryData('k', 20));
  await act(async () => pending[0]?.resolve(1));
  expect(screen.getByText(/panel: listo 20/)).toBeInTheDocument();
});

it('shows a failure, keeps the last value, and reads again on "Reintentar"', async () => {
  const { load, pending } = manualLoad<number>();
  render(<Show name="panel" queryKey="k" load={load} />);
  await act(async () => pending[0]?.resolve(3));
  await act(async () => screen.getByRole('button', { name: 'Reintentar panel' }).click());
  expect(screen.getByText(/panel: cargando 3/)).toBeInTheDocument();
  await act(async () => pending[1]?.reject(new Error('sin red')));
  expect(screen.getByText(/panel: error 3/)).toBeInTheDocument();
  await act(async () => screen.getByRole('button', { name: 'Reintentar panel' }).click());
  await act(async () => pending[2]?.resolve(4));
  expect(screen.getByText(/panel: listo 4/)).toBeInTheDocument();
});

it('reads a key again when a screen shows it after nobody did, showing the last value meanwhile', async () => {
  const { load, pending } = manualLoad<number>();
  function Toggle() {
    const [shown, setShown] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setShown((s) => !s)}>
          Alternar
        </button>
        {shown && <Show name="lista" queryKey="leads/page1" load={load} />}
      </>
    );
  }
  render(<Toggle />);
  await act(async () => pending[0]?.resolve(1));
  await act(async () => screen.getByRole('button', { name: 'Alternar' }).click());
  await act(async () => screen.getByRole('button', { name: 'Alternar' }).click());
  expect(screen.getByText(/lista: cargando 1/)).toBeInTheDocument();
  expect(pending).toHaveLength(2);
  await act(async () => pending[1]?.resolve(2));
  expect(screen.getByText(/lista: listo 2/)).toBeInTheDocument();
});

it('reads nothing for a null key and the new key when it changes', async () => {
  const { load, pending } = manualLoad<number>();
  const { rerender } = render(<Show name="p" queryKey={null} load={load} />);
  expect(pending).toHaveLength(0);
  rerender(<Show name="p" queryKey="a" load={load} />);
  await act(async () => pending[0]?.resolve(1));
  rerender(<Show name="p" queryKey="b" load={load} />);
  expect(screen.getByText(/p: cargando -/)).toBeInTheDocument();
  await act(async () => pending[1]?.resolve(2));
  expect(screen.getByText(/p: listo 2/)).toBeInTheDocument();
});

it('a clear (sign-out) forgets the value and reads nothing', async () => {
  const { load, pending } = manualLoad<number>();
  render(<Show name="p" queryKey="users/u1" load={load} />);
  await act(async () => pending[0]?.resolve(1));
  act(() => clearQueryCache());
  expect(screen.getByText(/p: cargando -/)).toBeInTheDocument();
  expect(pending).toHaveLength(1);
});

it('a key handed from one screen to the next in the same commit is not read again', async () => {
  const { load, pending } = manualLoad<number>();
  function Swap() {
    const [first, setFirst] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setFirst(false)}>
          Cambiar
        </button>
        {first ? (
          <Show key="a" name="auth" queryKey="users/u1" load={load} />
        ) : (
          <Show key="b" name="panel" queryKey="users/u1" load={load} />
        )}
      </>
    );
  }
  render(<Swap />);
  await act(async () => pending[0]?.resolve(1));
  await act(async () => screen.getByRole('button', { name: 'Cambiar' }).click());
  expect(screen.getByText(/panel: listo 1/)).toBeInTheDocument();
  expect(pending).toHaveLength(1);
});
