export function NewsletterForm() {
  return null;
}
