/**
 * What the /auth screen says: its fixed texts (docs/product.md, Accounts) and the translation of
 * whatever a flow threw into its error text (src/domain/auth-errors.ts holds the code -> text
 * tables).
 */
import { paths } from '@/config/paths';
import {
  AUTH_UNAVAILABLE_MESSAGE,
  googleSignInErrorMessage,
  PASSWORD_RESET_UNAVAILABLE_MESSAGE,
  passwordResetErrorMessage,
  readAuthError,
  REGISTER_DEFAULT_MESSAGE,
  registerErrorMessage,
  signInErrorMessage,
  UNSUPPORTED_PROVIDER_MESSAGE,
} from '@/domain/auth-errors';

export const AUTH_TEXTS = {
  signInTitle: 'Iniciar sesión',
  registerTitle: 'Crear cuenta',
  signInHeading: 'Bienvenido de nuevo',
  registerHeading: 'Crea tu cuenta',
  signInIntro: 'Inicia sesión para acceder a tu panel y herramientas.',
  registerIntro: 'Regístrate gratis para usar la calculadora, el test de necesidades y más.',
  registerModeInfo: '¡Has cambiado al modo de REGISTRO! Por favor, crea tu cuenta.',
  signInSubmit: 'INICIAR SESIÓN',
  registerSubmit: 'REGISTRAR',
  signInBusy: 'Iniciando sesión...',
  registerBusy: 'Registrando...',
  loading: 'Cargando autenticación...',
  registerSuccess:
    '¡Registro exitoso! Tu cuenta está lista; en unos segundos te llevamos a tu panel.',
  nameLabel: 'Nombre (opcional)',
  emailLabel: 'Correo electrónico',
  passwordLabel: 'Contraseña',
  passwordHint: 'Mínimo 6 caracteres.',
  rememberLabel: 'Recordarme',
  forgotPassword: '¿Olvidaste tu contraseña?',
  google: 'Continuar con Google',
  googleBusy: 'Conectando con Google...',
  or: 'o',
  toRegisterQuestion: '¿No tienes una cuenta?',
  toRegister: 'Regístrate',
  toSignInQuestion: '¿Ya tienes una cuenta?',
  toSignIn: 'Inicia sesión',
  backHome: 'Volver al inicio',
  resetTitle: 'Restablecer contraseña',
  resetIntro:
    'Escribe el correo de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.',
  resetSubmit: 'Enviar Enlace',
  resetBusy: 'Enviando...',
  resetClose: 'Cerrar',
} as const;

/** Sign-in failure -> the sign-in text (docs/product.md, Auth error texts). */
export function signInFailureMessage(error: unknown): string {
  const { code } = readAuthError(error);
  if (code === 'auth-unavailable') return AUTH_UNAVAILABLE_MESSAGE;
  return signInErrorMessage(code);
}

/** Registration failure -> the registration text; a failure without a code keeps the default. */
export function registerFailureMessage(error: unknown): string {
  const { code } = readAuthError(error);
  if (code === 'auth-unavailable') return AUTH_UNAVAILABLE_MESSAGE;
  if (!code) return REGISTER_DEFAULT_MESSAGE;
  return registerErrorMessage(code);
}

/** Google sign-in failure -> the Google texts of auth-errors.ts, or "Error: {message}". */
export function socialFailureMessage(error: unknown): string {
  const { code, message } = readAuthError(error);
  if (code === 'auth-unavailable') return AUTH_UNAVAILABLE_MESSAGE;
  if (code === 'unsupported-provider') return UNSUPPORTED_PROVIDER_MESSAGE;
  return googleSignInErrorMessage(code, message);
}

/** Password-reset failure -> the password-reset text, or "Error: {message}". */
export function resetFailureMessage(error: unknown): string {
  const { code, message } = readAuthError(error);
  if (code === 'auth-unavailable') return PASSWORD_RESET_UNAVAILABLE_MESSAGE;
  return passwordResetErrorMessage(code, message);
}

/**
 * The forgot-password message is green when it says "enviado", red otherwise (docs/product.md,
 * Messages).
 */
export function resetMessageVariant(message: string): 'success' | 'danger' {
  return message.includes('enviado') ? 'success' : 'danger';
}

/**
 * Where to go after signing in when a protected page sent the visitor here: only paths inside
 * this site (never another origin, never /auth itself).
 */
export function safeReturnPath(from: unknown): string | null {
  if (typeof from !== 'string') return null;
  if (!from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  const pathname = from.split(/[?#]/, 1)[0] ?? '';
  if (pathname === paths.auth || pathname.startsWith(`${paths.auth}/`)) return null;
  return from;
}
