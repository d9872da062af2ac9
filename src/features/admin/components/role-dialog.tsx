import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Dialog } from '@/components/dialog';
import { ADMIN_TEXT, roleQuestion } from '../messages';

export interface RoleChangeRequest {
  uid: string;
  /** "Ana Pérez (ana@empresa.mx)", or the e-mail alone for a user without a name. */
  who: string;
  /** true: make admin; false: remove the role. */
  grant: boolean;
  /** Whether the user is sales: removing the role takes them off sales too. */
  sales?: boolean;
}

/** Asks before granting or removing the admin role: "Confirmar" / "Cancelar". */
export function RoleDialog({
  request,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  request: RoleChangeRequest | null;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog
      show={request !== null}
      onHide={() => {
        if (!busy) onCancel();
      }}
      centered
      aria-labelledby={titleId}
    >
      <Dialog.Header>
        <Dialog.Title as="h2" id={titleId} className="h5">
          {request ? roleQuestion(request.grant, request.who) : ''}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <p className="mb-0">
          {request?.grant
            ? 'Podrá ver las solicitudes y los usuarios, cambiar etapas, escribir notas internas y cambiar el rol de otras cuentas.'
            : 'Ya no podrá entrar al panel de administración; su cuenta seguirá como invitado.'}
          {request && !request.grant && request.sales
            ? ' También dejará de ser de ventas: no recibirá solicitudes nuevas.'
            : ''}
        </p>
        {error && (
          <Alert variant="danger" className="mt-3 mb-0">
            {error}
          </Alert>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {ADMIN_TEXT.cancel}
        </Button>
        <Button variant={request?.grant ? 'primary' : 'danger'} onClick={onConfirm} disabled={busy}>
          {ADMIN_TEXT.confirm}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
