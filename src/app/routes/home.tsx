import { HomePage } from '@/features/public/pages/home-page';
import { QuoteForm } from '@/features/visitor-forms/components/quote-form';

export default function HomeRoute() {
  return <HomePage quoteForm={<QuoteForm />} />;
}
