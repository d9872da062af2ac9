import type { ReactNode } from 'react';
import { RESOURCES } from '@/content/resources';
import { CUSTOMER_CLIENT_TYPE_LABELS } from '@/domain/entities';
import type { NeedsFormData } from '@/domain/schemas/needs-assessment';
import { NEEDS_OPTIONS, type NeedsOption } from '@/domain/recommendation';
import { useRegisteredUser, type RegisteredUserContext } from '../hooks/use-lead-detail';
import { ADMIN_TEXT } from '../messages';
import { formatCount, formatDateTime } from '@/domain/format';
import { LoadStatus } from '@/components/ui/load-status';
import { DESK_UI_TEXT } from '@/content/desk-ui';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-4">{term}</dt>
      <dd className="col-sm-8 text-break">{children}</dd>
    </>
  );
}

/** The Spanish label of a stored answer (the raw value when it has none); "Sin respuesta" for ''. */
function labelOf<V extends string>(options: readonly NeedsOption<V>[], value: V | ''): string {
  if (value === '') return 'Sin respuesta';
  return options.find((option) => option.value === value)?.label ?? value;
}

function labelsOf<V extends string>(options: readonly NeedsOption<V>[], values: readonly V[]) {
  return values.length === 0
    ? 'Sin respuesta'
    : values.map((value) => labelOf(options, value)).join(', ');
}

/** The needs test's questions, in the order the test asks them. */
const NEEDS_ANSWERS: ReadonlyArray<{ term: string; answer: (form: NeedsFormData) => string }> = [
  { term: 'Tipo de impresión', answer: (f) => labelsOf(NEEDS_OPTIONS.needsType, f.needsType) },
  {
    term: 'Volumen en blanco y negro',
    answer: (f) => labelOf(NEEDS_OPTIONS.volumeBN, f.volumeBN),
  },
  { term: 'Volumen a color', answer: (f) => labelOf(NEEDS_OPTIONS.volumeColor, f.volumeColor) },
  {
    term: 'Funciones',
    answer: (f) => labelsOf(NEEDS_OPTIONS.functionalities, f.functionalities),
  },
  {
    term: 'Personas que usarán los equipos',
    answer: (f) => labelOf(NEEDS_OPTIONS.numUsers, f.numUsers),
  },
  {
    term: 'Equipos deseados',
    answer: (f) => labelOf(NEEDS_OPTIONS.numPrintersDesired, f.numPrintersDesired),
  },
  {
    term: 'Tipo de negocio',
    answer: (f) => labelOf(NEEDS_OPTIONS.businessType, f.businessType),
  },
];

function resourceTitle(id: string): string {
  return RESOURCES.find((resource) => resource.id === id)?.title ?? id;
}

function ContextDetails({ context }: { context: RegisteredUserContext }) {
  const { user, customer, assessment } = context;
  const read = user.achievements.resourcesReadIds;
  return (
    <>
      <dl className="row">
        <Fact term="Nombre">{user.name || 'Sin nombre'}</Fact>
        <Fact term="Correo">{user.email}</Fact>
        <Fact term="Registrado">{formatDateTime(user.createdAt)}</Fact>
        <Fact term="Puntos">{formatCount(user.score)}</Fact>
        <Fact term="Calculadora usada">{user.achievements.calculatorUsed ? 'Sí' : 'No'}</Fact>
        <Fact term="Recursos leídos">
          {read.length === 0 ? (
            'Ninguno'
          ) : (
            <ul className="mb-0 ps-3">
              {read.map((id) => (
                <li key={id}>{resourceTitle(id)}</li>
              ))}
            </ul>
          )}
        </Fact>
      </dl>

      <h4 className="h6">Datos de cliente</h4>
      {customer ? (
        <dl className="row">
          <Fact term="Empresa">{customer.company || 'Sin empresa'}</Fact>
          <Fact term="Teléfono">{customer.phone || 'Sin teléfono'}</Fact>
          <Fact term="Tipo de cliente">{CUSTOMER_CLIENT_TYPE_LABELS[customer.clientType]}</Fact>
          <Fact term="Estado">{customer.state}</Fact>
        </dl>
      ) : (
        <p className="text-secondary">Aún no ha completado sus datos de cliente.</p>
      )}

      <h4 className="h6">Test de necesidades</h4>
      {assessment ? (
        <>
          <p className="small text-secondary mb-2">
            Recomendación que vio
            {assessment.completedAt ? ` el ${formatDateTime(assessment.completedAt)}` : ''}:
          </p>
          <section className="border rounded p-3 mb-3" aria-labelledby="lead-recommendation">
            <h5 id="lead-recommendation" className="h6 mb-2">
              {assessment.recommendation.title}
            </h5>
            {assessment.recommendation.description && (
              <p className="mb-2">{assessment.recommendation.description}</p>
            )}
            {assessment.recommendation.details.length > 0 && (
              <ul className="mb-0">
                {assessment.recommendation.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            )}
          </section>
          <dl className="row mb-0">
            {NEEDS_ANSWERS.map(({ term, answer }) => (
              <Fact key={term} term={term}>
                {answer(assessment.formData)}
              </Fact>
            ))}
          </dl>
        </>
      ) : (
        <p className="text-secondary mb-0">Aún no ha hecho el test de necesidades.</p>
      )}
    </>
  );
}

/**
 * What the site knows about the registered user with the lead's e-mail, if there is one and its
 * e-mail is verified; an unverified account shows as "Cuenta sin verificar" and nothing else.
 */
export function LeadUserContext({ email }: { email: string }) {
  const { state, reload } = useRegisteredUser(email);
  return (
    <section className="card mb-4 shadow-sm" aria-labelledby="lead-context-title">
      <div className="card-body">
        <h3 id="lead-context-title" className="h5">
          {ADMIN_TEXT.userContextTitle}
        </h3>
        <LoadStatus texts={DESK_UI_TEXT} state={state} onRetry={reload} />
        {state.status === 'ready' &&
          (!state.value ? (
            <p className="text-secondary mb-0">{ADMIN_TEXT.noRegisteredUser}</p>
          ) : state.value.verified ? (
            <ContextDetails context={state.value} />
          ) : (
            <>
              <p className="mb-2">
                <span className="badge text-bg-warning">{ADMIN_TEXT.unverifiedAccount}</span>
              </p>
              <p className="text-secondary mb-0">{ADMIN_TEXT.unverifiedAccountNote}</p>
            </>
          ))}
      </div>
    </section>
  );
}
