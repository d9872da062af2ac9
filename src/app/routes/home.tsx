import { Island } from '@/features/public/components/island';
import { HomePage } from '@/features/public/pages/home-page';
import { QuoteForm } from '@/features/visitor-forms/components/quote-form';

export default function HomeRoute() {
  return (
    <HomePage
      quoteForm={
        <Island name="quote-form">
          <QuoteForm />
        </Island>
      }
    />
  );
}
