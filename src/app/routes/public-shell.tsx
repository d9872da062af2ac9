import { Outlet } from 'react-router-dom';
import { Island } from '@/features/public/components/island';
import { PublicLayout } from '@/features/public/components/public-layout';
import { NewsletterForm } from '@/features/visitor-forms/components/newsletter-form';

/** Public pages: navigation, footer (with the lead-capture newsletter form), banner, scroll helpers. */
export default function PublicShell() {
  return (
    <PublicLayout
      newsletter={
        <Island name="newsletter">
          <NewsletterForm />
        </Island>
      }
    >
      <Outlet />
    </PublicLayout>
  );
}
