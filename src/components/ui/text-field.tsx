/** The text, text-area and select fields: in ./field-shell.tsx (one chunk with their frame). */
export { SelectField, TextAreaField, TextField } from './field-shell';
