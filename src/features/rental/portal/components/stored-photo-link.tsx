/** A link that opens a stored photo of the portal (its path, through the file store). */
export { StoredPhotoLink } from '@/components/stored-photo-link';
