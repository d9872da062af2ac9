import type { ReactNode } from 'react';

export function HomePage({ quoteForm }: { quoteForm: ReactNode }) {
  return (
    <>
      <h1>Tu socio ideal para el éxito</h1>
      <section id="landing-page-section">{quoteForm}</section>
    </>
  );
}
