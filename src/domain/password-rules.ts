/**
 * The password rule of registration (docs/product.md, Accounts). A module of its own, re-exported
 * by ./validation.ts, so the sign-in page does not load the forms' schemas.
 */
export const PASSWORD_MIN_LENGTH = 6;
/** docs/product.md, Auth error texts (weak-password), exactly. */
export const PASSWORD_TOO_SHORT_MESSAGE = 'La contraseña debe tener al menos 6 caracteres.';

export function validatePassword(password: string): string | null {
  return password.length >= PASSWORD_MIN_LENGTH ? null : PASSWORD_TOO_SHORT_MESSAGE;
}
