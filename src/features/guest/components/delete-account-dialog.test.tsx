import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FunctionCallError } from '@/lib/functions';
import {
  DELETE_ACCOUNT_PASSWORD_REQUIRED_MESSAGE,
  DELETE_ACCOUNT_WRONG_PASSWORD_MESSAGE,
} from '../my-data-messages';
import { DeleteAccountDialog, emailMatches } from './delete-account-dialog';

const EMAIL = 'ana@example.com';

/** The dialog behind its opener, as Mi Perfil shows it. */
function Harness({
  onConfirm,
  passwordAccount = true,
  rentalClient = false,
}: {
  onConfirm: (password: string | null) => Promise<void>;
  passwordAccount?: boolean;
  rentalClient?: boolean;
}) {
  const [show, setShow] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setShow(true)}>
        Eliminar mi cuenta
      </button>
      <DeleteAccountDialog
        show={show}
        email={EMAIL}
        passwordAccount={passwordAccount}
        rentalClient={rentalClient}
        onCancel={() => setShow(false)}
        onConfirm={onConfirm}
      />
    </>
  );
}

async function open(onConfirm = vi.fn<(password: string | null) => Promise<void>>()) {
  const user = userEvent.setup();
  render(<Harness onConfirm={onConfirm} />);
  await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
  const dialog = await screen.findByRole('dialog', { name: 'Eliminar mi cuenta' });
  return { user, dialog, onConfirm };
}

const emailBox = () => screen.getByLabelText('Escribe tu correo electrónico para confirmar');
const passwordBox = () => screen.getByLabelText('Tu contraseña');
const confirmButton = () =>
  screen.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' });

describe('emailMatches', () => {
  it('ignores spaces around and letter case, and never matches an empty address', () => {
    expect(emailMatches(' Ana@Example.com ', EMAIL)).toBe(true);
    expect(emailMatches('ana@example.co', EMAIL)).toBe(false);
    expect(emailMatches('', '')).toBe(false);
  });
});

describe('DeleteAccountDialog', () => {
  it('tells a rental client, before confirming, that the company keeps the rental records without their data', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn<(password: string | null) => Promise<void>>();
    const { unmount } = render(<Harness onConfirm={onConfirm} rentalClient />);
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar mi cuenta' });
    expect(dialog).toHaveTextContent(
      'la empresa conservará los registros de renta (equipos, lecturas y tickets) sin tus datos personales',
    );
    expect(onConfirm).not.toHaveBeenCalled();
    unmount();
    // Someone who is not a client does not read it.
    await open();
    expect(screen.queryByText(/registros de renta/)).not.toBeInTheDocument();
  });

  it('keeps the confirm button disabled until the typed e-mail matches the account', async () => {
    const { user } = await open();
    await waitFor(() => expect(emailBox()).toHaveFocus());
    expect(screen.getByText(`Tu correo: ${EMAIL}`)).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
    await user.type(emailBox(), 'ana@example.co');
    expect(confirmButton()).toBeDisabled();
    await user.type(emailBox(), 'm');
    expect(confirmButton()).toBeEnabled();
    await user.type(emailBox(), 'x');
    expect(confirmButton()).toBeDisabled();
  });

  it('shows a clear message for a wrong password and deletes nothing', async () => {
    const onConfirm = vi.fn<(password: string | null) => Promise<void>>().mockRejectedValueOnce(
      Object.assign(new Error('Firebase: Error (auth/wrong-password).'), {
        code: 'auth/wrong-password',
      }),
    );
    const { user, dialog } = await open(onConfirm);
    await user.type(emailBox(), EMAIL);
    await user.type(passwordBox(), 'equivocada');
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La contraseña no es correcta. No se eliminó nada; intenta de nuevo.',
    );
    expect(DELETE_ACCOUNT_WRONG_PASSWORD_MESSAGE).toMatch(/No se eliminó nada/);
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith('equivocada');
    // Still open, the e-mail kept, the password cleared and focused for the next try.
    expect(dialog).toBeInTheDocument();
    expect(emailBox()).toHaveValue(EMAIL);
    expect(passwordBox()).toHaveValue('');
    expect(passwordBox()).toHaveFocus();
    expect(confirmButton()).toBeEnabled();
  });

  it("shows the function's own Spanish answer (e.g. an admin's account)", async () => {
    const onConfirm = vi
      .fn<(password: string | null) => Promise<void>>()
      .mockRejectedValueOnce(
        new FunctionCallError('failed-precondition', 'Una cuenta de administrador no se elimina.'),
      );
    const { user } = await open(onConfirm);
    await user.type(emailBox(), EMAIL);
    await user.type(passwordBox(), 'Clave-2026');
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Una cuenta de administrador no se elimina.',
    );
  });

  it('asks for the password before calling anything', async () => {
    const { user, onConfirm } = await open();
    await user.type(emailBox(), EMAIL);
    await user.click(confirmButton());
    expect(screen.getByRole('alert')).toHaveTextContent(DELETE_ACCOUNT_PASSWORD_REQUIRED_MESSAGE);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(passwordBox()).toHaveFocus();
  });

  it('works from the keyboard: Enter confirms, busy while deleting, Escape refused meanwhile', async () => {
    let finish: () => void = () => {};
    const onConfirm = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { user, dialog } = await open(onConfirm);
    await user.type(emailBox(), EMAIL);
    await user.type(passwordBox(), 'Clave-2026{Enter}');
    expect(onConfirm).toHaveBeenCalledWith('Clave-2026');
    expect(screen.getByRole('button', { name: 'Eliminando tu cuenta...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(emailBox()).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    finish();
  });

  it('closes with Escape and gives the focus back to the button that opened it', async () => {
    const { user } = await open();
    await user.type(emailBox(), 'ana');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Eliminar mi cuenta' })).toHaveFocus();
    // Opened again, it starts empty.
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    await screen.findByRole('dialog');
    expect(emailBox()).toHaveValue('');
  });

  it('asks a Google account for no password (the popup confirms)', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(async () => {});
    render(<Harness onConfirm={onConfirm} passwordAccount={false} />);
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    await screen.findByRole('dialog');
    expect(screen.queryByLabelText('Tu contraseña')).not.toBeInTheDocument();
    expect(screen.getByText(/entrar de nuevo con tu cuenta de Google/)).toBeInTheDocument();
    await user.type(emailBox(), EMAIL);
    await user.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith(null);
  });
});
