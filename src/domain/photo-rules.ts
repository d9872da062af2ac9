/**
 * The profile photo's (and a ticket's or reading's photo's) checks before an upload
 * (docs/product.md, Guest area). A module of its own, re-exported by ./validation.ts, so a page
 * that only picks a photo does not load the forms' schemas.
 */
export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** 5 MB */
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The file input's accept attribute. */
export const PROFILE_PHOTO_ACCEPT = PROFILE_PHOTO_TYPES.join(',');

export const PHOTO_REQUIRED_MESSAGE = 'Por favor, selecciona una imagen primero.';
export const PHOTO_NOT_IMAGE_MESSAGE = 'El archivo seleccionado no es una imagen.';
export const PHOTO_TOO_LARGE_MESSAGE = 'La imagen no debe superar los 5 MB.';
export const PHOTO_SIGN_IN_REQUIRED_MESSAGE = 'Debes iniciar sesión para subir una foto de perfil.';

/** null when the file may be uploaded; SVG and other types are refused. */
export function validateProfilePhoto(
  file: { type: string; size: number } | null | undefined,
): string | null {
  if (!file) return PHOTO_REQUIRED_MESSAGE;
  if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type) || file.size <= 0)
    return PHOTO_NOT_IMAGE_MESSAGE;
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE_MESSAGE;
  return null;
}
