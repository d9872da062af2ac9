import type { ReactNode } from 'react';
import { ARCO_RIGHTS } from '@/domain/arco';
import { arcoPage } from '@/content/arco';

/**
 * /derechos-arco: what each ARCO right means, the deadline, and the form to exercise them (the
 * visitor forms' ArcoForm, composed by src/app/routes/arco-page.tsx).
 */
export function ArcoRequestPage({ form }: { form: ReactNode }) {
  return (
    <div className="container py-5">
      <div className="row justify-content-center">
        <div className="col-lg-9 col-xl-8">
          <h1 className="display-6 fw-bold">{arcoPage.title}</h1>
          <p className="lead">{arcoPage.intro}</p>
          <section aria-labelledby="derechos-arco-lista">
            <h2 id="derechos-arco-lista" className="h5">
              {arcoPage.rightsTitle}
            </h2>
            <ul>
              {ARCO_RIGHTS.map((right) => (
                <li key={right}>
                  <strong>{right}</strong>: {arcoPage.rights[right]}
                </li>
              ))}
            </ul>
            <p>{arcoPage.deadline}</p>
          </section>
          <section aria-labelledby="derechos-arco-formulario" className="mt-4">
            <h2 id="derechos-arco-formulario" className="h4 mb-3">
              {arcoPage.formTitle}
            </h2>
            {form}
          </section>
        </div>
      </div>
    </div>
  );
}
