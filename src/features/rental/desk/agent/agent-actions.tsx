/**
 * What the "Lector automático" card (./agent-card.tsx) loads when it is used: creating an
 * installation code (the callable `createAgentCode`) and showing it in a read-only field with
 * "Copiar" and the command the client's IT person runs (`tusocio-lector instalar CÓDIGO
 * --servidor …`, the functions' base of this site); and "Revocar", asked first
 * (`revokeAgentSite`). A chunk of its own: the client page keeps within its JS budget.
 */
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import {
  agentServerUrl,
  createAgentCode,
  revokeAgentSite,
  type AgentCode,
} from '@/data/rental/agent/agent-site-actions';
import type { AgentSite } from '@/data/rental/agent/agent-sites';
import { formatDateTime } from '@/domain/format';
import { FUNCTION_ERROR_MESSAGES, FunctionCallError } from '@/lib/functions';

const T = {
  codeLabel: 'Código de instalación',
  codeNote: 'Válido por 24 horas y para una sola instalación.',
  expires: (when: string) => `Vence el ${when}`,
  copy: 'Copiar',
  copyCode: 'Copiar el código de instalación',
  copyCommand: 'Copiar el comando de instalación',
  copied: 'Copiado.',
  copyFailed: 'No se pudo copiar. Selecciona el texto y cópialo.',
  commandLabel: 'Comando para la persona de sistemas del cliente',
  commandNote:
    'Se ejecuta en la computadora donde quedará el lector (con Node.js 20); después se programa una vez al día.',
  revoke: 'Revocar',
  revokeQuestion: '¿Revocar este lector?',
  revokeNote: 'Dejará de enviar lecturas.',
  cancel: 'Cancelar',
  revoking: 'Revocando…',
} as const;

/** A callable's refusal in Spanish (the function's own message when it sent one). */
const callFailure = (error: unknown): string =>
  error instanceof FunctionCallError ? error.message : FUNCTION_ERROR_MESSAGES.failed;

/** A created code with the command that uses it. */
export interface Issued extends AgentCode {
  command: string;
}

/** A new code for the company, or the Spanish reason there is none. */
export async function issueCode(clientId: string): Promise<Issued | { error: string }> {
  try {
    const code = await createAgentCode(clientId);
    return {
      ...code,
      command: `tusocio-lector instalar ${code.code} --servidor ${agentServerUrl()}`,
    };
  } catch (failure) {
    return { error: callFailure(failure) };
  }
}

/** "Copiar": the text to the clipboard; `onDone` says what happened. */
function CopyButton({
  text,
  label,
  onDone,
}: {
  text: string;
  label: string;
  onDone: (said: string) => void;
}) {
  async function copy() {
    onDone('');
    try {
      await navigator.clipboard.writeText(text);
      onDone(T.copied);
    } catch {
      onDone(T.copyFailed);
    }
  }
  return (
    <button
      type="button"
      className="btn btn-outline-secondary"
      aria-label={label}
      onClick={() => void copy()}
    >
      {T.copy}
    </button>
  );
}

/** One read-only field with its "Copiar" and the note that describes it. */
function CopyField({
  label,
  value,
  copyLabel,
  note,
  onDone,
}: {
  label: string;
  value: string;
  copyLabel: string;
  note: string;
  onDone: (said: string) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="form-label fw-semibold">
        {label}
      </label>
      <div className="input-group mb-1">
        <input
          id={id}
          className="form-control"
          readOnly
          value={value}
          aria-describedby={`${id}-note`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton text={value} label={copyLabel} onDone={onDone} />
      </div>
      <p id={`${id}-note`} className="form-text mt-0 mb-3">
        {note}
      </p>
    </>
  );
}

export function IssuedCode({ issued }: { issued: Issued }) {
  const [said, setSaid] = useState('');
  return (
    <div className="border rounded p-3 mb-3">
      <CopyField
        label={T.codeLabel}
        value={issued.code}
        copyLabel={T.copyCode}
        note={`${T.codeNote} ${T.expires(formatDateTime(issued.expiresAt))}`}
        onDone={setSaid}
      />
      <CopyField
        label={T.commandLabel}
        value={issued.command}
        copyLabel={T.copyCommand}
        note={T.commandNote}
        onDone={setSaid}
      />
      <p className="small mb-0" role="status">
        {said}
      </p>
    </div>
  );
}

export function RevokeDialog({
  site,
  onCancel,
  onDone,
}: {
  site: AgentSite | null;
  onCancel: () => void;
  onDone: (site: AgentSite, message: string) => void;
}) {
  return (
    <ConfirmDialog
      show={site !== null}
      title={T.revokeQuestion}
      note={T.revokeNote}
      confirmLabel={T.revoke}
      busyLabel={T.revoking}
      cancelLabel={T.cancel}
      failure={callFailure}
      onCancel={onCancel}
      onConfirm={async () => {
        if (site) onDone(site, await revokeAgentSite(site.id));
      }}
    />
  );
}
