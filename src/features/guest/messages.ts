/**
 * Spanish texts of the guest area that the product rules (docs/product.md, Guest area) fix word
 * for word, plus the few they leave to us (success messages, labels of the progress figures).
 */
import type { DataErrorKind } from '@/data/errors';

// Dashboard (docs/product.md, Guest area)
export const DASHBOARD_LOAD_FAILED_MESSAGE =
  'Error al cargar tus datos. Intenta recargar la página.';
export const PROGRESS_SAVE_FAILED_MESSAGE = 'Error al guardar tu progreso. Intenta de nuevo.';
export const ADVISOR_IN_DEVELOPMENT_MESSAGE =
  'Esta función está en desarrollo. Muy pronto podrás hablar con un asesor.';
export const ACCESS_RESTRICTED_TITLE = 'Acceso Restringido';

// Dashboard: the verified e-mail's banner (docs/product.md, Accounts)
export const VERIFY_EMAIL_TEXT = {
  title: 'Confirma tu correo electrónico',
  body: (email: string) =>
    `Te enviamos un enlace a ${email}. Ábrelo para confirmar que la dirección es tuya; mientras tanto, puedes seguir usando tus herramientas.`,
  resend: 'Reenviar correo de verificación',
  resending: 'Enviando correo…',
} as const;
export const verifyEmailSentMessage = (email: string): string =>
  `Te enviamos un nuevo correo de verificación a ${email}. Si no lo ves, revisa tu carpeta de spam.`;
export const VERIFY_EMAIL_DONE_MESSAGE = '¡Listo! Tu correo electrónico quedó verificado.';
export const VERIFY_EMAIL_TOO_MANY_MESSAGE =
  'Ya te enviamos varios correos hace poco. Espera unos minutos antes de pedir otro.';
export const VERIFY_EMAIL_SESSION_ENDED_MESSAGE =
  'Tu sesión terminó. Inicia sesión de nuevo para pedir otro correo.';
export const VERIFY_EMAIL_FAILED_MESSAGE =
  'No se pudo enviar el correo de verificación. Intenta de nuevo.';

// Profile modal (docs/product.md, Guest area)
export const PROFILE_LOAD_FAILED_MESSAGE =
  'Error al cargar tus datos. Por favor, inténtalo de nuevo.';
export const PROFILE_SAVE_FAILED_MESSAGE =
  'Error al guardar tus datos. Por favor, inténtalo de nuevo.';
export const PROFILE_SIGN_IN_REQUIRED_MESSAGE = 'Debes iniciar sesión para actualizar tu perfil.';
export const DATA_SERVICE_UNAVAILABLE_MESSAGE =
  'El servicio de datos no está disponible. Intenta más tarde.';
export const PROFILE_SAVED_MESSAGE = '¡Tus datos se guardaron correctamente!';

// Profile photo (docs/product.md, Guest area; the validation texts live in @/domain/validation)
/** Spanish details of a failed photo upload, per kind of storage error. */
export const PHOTO_ERROR_DETAILS: Record<DataErrorKind, string> = {
  unauthenticated: 'tu sesión expiró; vuelve a iniciar sesión',
  denied: 'no tienes permiso para guardar esta foto',
  quota: 'se alcanzó el límite de almacenamiento',
  'retry-limit': 'la conexión falló varias veces; revisa tu internet',
  canceled: 'la subida se canceló',
  invalid: 'la dirección del archivo no es válida',
  timeout: 'el servicio tardó demasiado en responder',
  unavailable: 'el servicio de archivos no está disponible en este momento',
  'not-found': 'no se encontró el archivo',
  unknown: 'ocurrió un error desconocido',
};

export const photoUploadFailedMessage = (detail: string): string =>
  `Error al subir la foto: ${detail.trim().replace(/[.\s]+$/, '') || 'error desconocido'}.`;
export const PHOTO_UPLOADED_MESSAGE = '¡Tu foto de perfil se actualizó correctamente!';

// Header "Cambiar foto" (docs/product.md, Guest area)
export const HEADER_PHOTO_FAILED_MESSAGE = 'Error al subir la foto de perfil. Intenta de nuevo.';
export const HEADER_PHOTO_MISSING_MESSAGE =
  'No se seleccionó ningún archivo o no hay usuario autenticado.';
export const HEADER_PHOTO_UPLOADING_MESSAGE = 'Subiendo tu foto...';

// Not found inside the guest area (same words as the public 404, docs/product.md, Messages)
export const GUEST_NOT_FOUND_MESSAGE =
  'Lo sentimos, la página que buscas no existe o ha sido movida.';

// The top bar's password reset (docs/product.md, Guest area)
export const HEADER_RESET_SENT_MESSAGE = 'Te enviamos un correo para restablecer tu contraseña.';
export const HEADER_RESET_FAILED_MESSAGE =
  'Error al enviar el correo de restablecimiento. Intenta de nuevo.';
export const HEADER_INVALID_USER_MESSAGE = 'No hay un usuario válido con sesión iniciada.';
