/** A card of the client's pages: in ./form-parts.tsx (one chunk with the forms' parts). */
export { PortalCard } from './form-parts';
