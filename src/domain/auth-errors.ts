/**
 * Firebase Auth error codes -> the exact Spanish texts of docs/product.md, Auth error texts.
 * Codes may be given with or without the "auth/" prefix.
 */
import { AUTH_NETWORK_ERROR_MESSAGE } from './auth-error-code';
import { PASSWORD_TOO_SHORT_MESSAGE } from './password-rules';

// Shared by several flows -------------------------------------------------------------------
export const AUTH_INVALID_EMAIL_MESSAGE = 'El formato del correo electrónico es inválido.';
export const AUTH_USER_DISABLED_MESSAGE = 'Tu cuenta ha sido deshabilitada.';
// In a module of their own, so a screen that needs only these (the dashboard's "Reenviar correo
// de verificación") does not download every flow's texts.
export { AUTH_NETWORK_ERROR_MESSAGE, readAuthError } from './auth-error-code';
export const AUTH_INTERNAL_ERROR_MESSAGE =
  'Error interno del servidor de autenticación. Intenta de nuevo.';

// Sign-in ------------------------------------------------------------------------------------
export const WRONG_CREDENTIALS_MESSAGE = 'Correo electrónico o contraseña incorrectos.';
export const SIGN_IN_TOO_MANY_REQUESTS_MESSAGE =
  'Demasiados intentos fallidos. Intenta de nuevo más tarde.';
export const SIGN_IN_GENERIC_MESSAGE =
  'Error de inicio de sesión. Por favor, intenta de nuevo o contacta soporte.';

// Registration -------------------------------------------------------------------------------
export const EMAIL_IN_USE_MESSAGE = 'Este correo electrónico ya está registrado.';
export const WEAK_PASSWORD_MESSAGE = PASSWORD_TOO_SHORT_MESSAGE;
export const REGISTER_GENERIC_MESSAGE =
  'Error de registro. Por favor, intenta de nuevo o contacta soporte.';
/** The registration error's initial value before any code is known. */
export const REGISTER_DEFAULT_MESSAGE = 'Ocurrió un error inesperado durante el registro.';
export const REGISTER_EXTRA_DATA_MESSAGE =
  'Hubo un problema al guardar datos adicionales. Contacta soporte.';
export const RECAPTCHA_REQUIRED_MESSAGE = 'Por favor, completa el reCAPTCHA.';
export const RECAPTCHA_EXPIRED_MESSAGE =
  'El reCAPTCHA ha expirado. Por favor, complétalo de nuevo.';

// Google sign-in --------------------------------------------------------------------------------
export const GOOGLE_POPUP_CLOSED_MESSAGE =
  'Cerraste la ventana de Google antes de terminar. Intenta de nuevo.';
export const GOOGLE_POPUP_CANCELLED_MESSAGE =
  'Se canceló la solicitud de inicio de sesión. Intenta de nuevo.';
export const GOOGLE_ACCOUNT_EXISTS_MESSAGE =
  'Ya existe una cuenta con este correo usando otro método de acceso.';
export const GOOGLE_UNAUTHORIZED_DOMAIN_MESSAGE =
  'Este dominio no está autorizado para iniciar sesión. Contacta al administrador.';
export const GOOGLE_NOT_ALLOWED_MESSAGE =
  'El acceso con Google no está habilitado. Contacta al administrador.';
export const UNSUPPORTED_PROVIDER_MESSAGE = 'Proveedor de autenticación social no soportado.';
export const AUTH_UNAVAILABLE_MESSAGE =
  'Servicio de autenticación no disponible o aún cargando. Intenta de nuevo.';

// Password reset -----------------------------------------------------------------------------
/** Contains "enviado", so the modal shows it in green (docs/product.md, Messages). */
export const PASSWORD_RESET_SENT_MESSAGE =
  '¡Correo de restablecimiento enviado! Revisa tu bandeja de entrada.';
export const PASSWORD_RESET_UNAVAILABLE_MESSAGE = 'Error: Servicio de autenticación no disponible.';
export const PASSWORD_RESET_TOO_MANY_REQUESTS_MESSAGE =
  'Demasiadas solicitudes. Intenta de nuevo más tarde.';

function normalize(code: string | null | undefined): string {
  if (typeof code !== 'string') return '';
  const trimmed = code.trim();
  return trimmed.startsWith('auth/') ? trimmed.slice('auth/'.length) : trimmed;
}

/** "Error: {message}" with the provider's message (or the code when the message is empty). */
export function errorWithDetail(message: string | null | undefined, code?: string | null): string {
  const detail = (message ?? '').trim() || (code ?? '').trim() || 'desconocido';
  return `Error: ${detail}`;
}

const SIGN_IN: Record<string, string> = {
  'invalid-email': AUTH_INVALID_EMAIL_MESSAGE,
  'user-disabled': AUTH_USER_DISABLED_MESSAGE,
  'user-not-found': WRONG_CREDENTIALS_MESSAGE,
  'wrong-password': WRONG_CREDENTIALS_MESSAGE,
  'invalid-credential': WRONG_CREDENTIALS_MESSAGE,
  // Older SDKs report invalid-credential under this name.
  'invalid-login-credentials': WRONG_CREDENTIALS_MESSAGE,
  'too-many-requests': SIGN_IN_TOO_MANY_REQUESTS_MESSAGE,
  'network-request-failed': AUTH_NETWORK_ERROR_MESSAGE,
  'internal-error': AUTH_INTERNAL_ERROR_MESSAGE,
};

const REGISTER: Record<string, string> = {
  'invalid-email': AUTH_INVALID_EMAIL_MESSAGE,
  'user-disabled': AUTH_USER_DISABLED_MESSAGE,
  'email-already-in-use': EMAIL_IN_USE_MESSAGE,
  'weak-password': WEAK_PASSWORD_MESSAGE,
  'network-request-failed': AUTH_NETWORK_ERROR_MESSAGE,
  'internal-error': AUTH_INTERNAL_ERROR_MESSAGE,
};

const GOOGLE: Record<string, string> = {
  'popup-closed-by-user': GOOGLE_POPUP_CLOSED_MESSAGE,
  'cancelled-popup-request': GOOGLE_POPUP_CANCELLED_MESSAGE,
  'account-exists-with-different-credential': GOOGLE_ACCOUNT_EXISTS_MESSAGE,
  'unauthorized-domain': GOOGLE_UNAUTHORIZED_DOMAIN_MESSAGE,
  'operation-not-allowed': GOOGLE_NOT_ALLOWED_MESSAGE,
  'network-request-failed': AUTH_NETWORK_ERROR_MESSAGE,
};

/**
 * No account for the address reads exactly like a sent e-mail: the form must not tell a stranger
 * which addresses have an account (Auth's e-mail enumeration protection answers the same way).
 */
const PASSWORD_RESET: Record<string, string> = {
  'invalid-email': AUTH_INVALID_EMAIL_MESSAGE,
  'user-not-found': PASSWORD_RESET_SENT_MESSAGE,
  'too-many-requests': PASSWORD_RESET_TOO_MANY_REQUESTS_MESSAGE,
};

function lookup(
  table: Record<string, string>,
  code: string | null | undefined,
): string | undefined {
  const key = normalize(code);
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

export function signInErrorMessage(code: string | null | undefined): string {
  return lookup(SIGN_IN, code) ?? SIGN_IN_GENERIC_MESSAGE;
}

export function registerErrorMessage(code: string | null | undefined): string {
  return lookup(REGISTER, code) ?? REGISTER_GENERIC_MESSAGE;
}

export function googleSignInErrorMessage(
  code: string | null | undefined,
  message: string | null | undefined,
): string {
  return lookup(GOOGLE, code) ?? errorWithDetail(message, code);
}

export function passwordResetErrorMessage(
  code: string | null | undefined,
  message: string | null | undefined,
): string {
  return lookup(PASSWORD_RESET, code) ?? errorWithDetail(message, code);
}
