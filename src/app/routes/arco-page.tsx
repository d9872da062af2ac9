import { Island } from '@/features/public/components/island';
import { ArcoRequestPage } from '@/features/public/pages/arco-page';
import { ArcoForm } from '@/features/visitor-forms/components/arco-form';

/** /derechos-arco: the page (features/public) with the ARCO form (features/visitor-forms). */
export function ArcoPage() {
  return (
    <ArcoRequestPage
      form={
        <Island name="arco-form">
          <ArcoForm />
        </Island>
      }
    />
  );
}
