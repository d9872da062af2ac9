/**
 * Spanish texts of Mi Perfil's "Tus datos" (the download and the account deletion), apart from
 * messages.ts: only the profile page uses them, and the dashboard need not download them.
 */

// Mi Perfil, "Tus datos" (docs/product.md, Guest area): the download and the account deletion
export const MY_DATA_TEXT = {
  heading: 'Descarga o elimina tus datos',
  intro:
    'Descarga una copia de todo lo que guardamos sobre ti, o elimina tu cuenta y tus datos. Más detalles en el',
  privacyLink: 'Aviso de privacidad',
  download: 'Descargar mis datos',
  downloading: 'Preparando tu archivo...',
  delete: 'Eliminar mi cuenta',
} as const;
export const myDataDownloadedMessage = (fileName: string): string =>
  `Tus datos se descargaron en el archivo ${fileName}.`;

export const DELETE_ACCOUNT_TEXT = {
  title: 'Eliminar mi cuenta',
  warning:
    'Se borrarán tu cuenta, tu perfil, tu test de necesidades, tu progreso y tu foto. Las solicitudes de cotización que enviaste con tu correo verificado quedarán anonimizadas; las que están en etapa Ganado se conservan como registro del contrato. Esta acción no se puede deshacer.',
  emailLabel: 'Escribe tu correo electrónico para confirmar',
  emailHint: (email: string) => `Tu correo: ${email}`,
  passwordLabel: 'Tu contraseña',
  googleHint: 'Para confirmar, te pediremos entrar de nuevo con tu cuenta de Google.',
  /** Shown before confirming to a linked rental client (functions/src/privacy/client-records.ts). */
  rentalClient:
    'Eres cliente de renta: la empresa conservará los registros de renta (equipos, lecturas y tickets) sin tus datos personales, se borrarán las fotos que subiste y ya no te enviaremos correos.',
  cancel: 'Cancelar',
  confirm: 'Eliminar mi cuenta definitivamente',
  busy: 'Eliminando tu cuenta...',
} as const;
export const DELETE_ACCOUNT_PASSWORD_REQUIRED_MESSAGE = 'Escribe tu contraseña para confirmar.';
export const DELETE_ACCOUNT_WRONG_PASSWORD_MESSAGE =
  'La contraseña no es correcta. No se eliminó nada; intenta de nuevo.';
export const DELETE_ACCOUNT_GOOGLE_MISMATCH_MESSAGE =
  'Elegiste otra cuenta de Google. Usa la cuenta con la que entras a este sitio.';
export const DELETE_ACCOUNT_POPUP_BLOCKED_MESSAGE =
  'El navegador bloqueó la ventana de Google. Permite las ventanas emergentes e intenta de nuevo.';
export const DELETE_ACCOUNT_REAUTH_FAILED_MESSAGE =
  'No pudimos confirmar tu identidad. No se eliminó nada; intenta de nuevo.';
