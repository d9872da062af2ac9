export function QuoteForm() {
  return null;
}
