import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogProps } from './dialog';

function Harness(props: Partial<DialogProps> & { onExited?: () => void }) {
  const [show, setShow] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setShow(true)}>
        Abrir
      </button>
      <Dialog show={show} onHide={() => setShow(false)} aria-labelledby="titulo" {...props}>
        <Dialog.Header closeButton closeLabel="Cerrar">
          <Dialog.Title as="h2" id="titulo">
            Confirmar
          </Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <label htmlFor="campo">Motivo</label>
          <input id="campo" />
        </Dialog.Body>
        <Dialog.Footer>
          <button type="button" onClick={() => setShow(false)}>
            Cancelar
          </button>
        </Dialog.Footer>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a named modal dialog and closes with its close button, focus back on the opener', async () => {
    const user = userEvent.setup();
    const onExited = vi.fn();
    render(<Harness onExited={onExited} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmar' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('heading', { level: 2, name: 'Confirmar' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir' })).toHaveFocus();
    expect(onExited).toHaveBeenCalledTimes(1);
  });

  it('closes with Esc, unless keyboard is false', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.click(screen.getByLabelText('Motivo'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    render(<Harness keyboard={false} />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.click(screen.getByLabelText('Motivo'));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Confirmar' })).toBeInTheDocument();
  });

  it('closes on a click outside its box, not inside it, and never with a static backdrop', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.click(screen.getByLabelText('Motivo'));
    await user.click(screen.getByText('Confirmar'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    render(<Harness backdrop="static" />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('lets onEntered focus a field once the content is there', async () => {
    const user = userEvent.setup();
    render(<Harness onEntered={() => document.getElementById('campo')?.focus()} />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByLabelText('Motivo')).toHaveFocus();
  });

  it("stays open under StrictMode's development remount, and reports one close", async () => {
    const user = userEvent.setup();
    const onExited = vi.fn();
    render(
      <StrictMode>
        <Harness onExited={onExited} />
      </StrictMode>,
    );
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('dialog', { name: 'Confirmar' })).toHaveAttribute('open');
    expect(onExited).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onExited).toHaveBeenCalledTimes(1);
  });
});
