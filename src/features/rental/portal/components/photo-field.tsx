/** A form's optional photo: in ./form-parts.tsx (one chunk with the forms' parts). */
export { PhotoField, usePhotoField } from './form-parts';
