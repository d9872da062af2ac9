/**
 * The needs test (docs/product.md, Needs test; rules in src/domain/recommendation.ts): five steps,
 * "Siguiente" only when the step validates, "Anterior" goes back and clears the result, and
 * "Ver Recomendación" computes, stores (needsAssessments/{uid}) and shows the recommendation.
 * The first completion awards needsAssessmentCompleted (+20, once).
 *
 * When saving fails, the recommendation is still shown (it was computed locally) together with the
 * save-failure text and a button to try saving again.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import toast from 'react-hot-toast';
import type { NeedsAssessmentDoc, NeedsFormData } from '@/domain/schemas/needs-assessment';
import { POINTS } from '@/domain/points';
import {
  emptyNeedsFormData,
  NEEDS_STEPS,
  recommend,
  validateNeedsStep,
  wantsBN,
  wantsColor,
  type NeedsStep,
} from '@/domain/recommendation';
import { getNeedsAssessment, saveNeedsAssessment } from '@/data/needs-assessments';
import { useQuery } from '@/hooks/use-query';
import { setQueryData } from '@/lib/query-cache';

import { useSession } from '@/lib/session';
import { useToolAwards } from '../shared/award-progress';
import { NEEDS_ERROR_ID, NEEDS_STEP_TITLES, NeedsStepFields } from './needs-step-fields';
import { RecommendationCard } from './recommendation-card';
import { usePageTitle } from '@/hooks/use-page-title';
import { formatDay } from '@/domain/format';

/** The cache key of needsAssessments/{uid} (src/hooks/use-query.ts). */
const needsAssessmentKey = (uid: string) => `needsAssessments/${uid}`;

export const NEEDS_SAVE_FAILED_MESSAGE =
  'Error al guardar tus respuestas. Por favor, inténtalo de nuevo.';
export const NEEDS_PROCESSING_MESSAGE = 'Procesando tus respuestas...';
export const NEEDS_POINTS_MESSAGE = `¡Ganaste ${POINTS.needsAssessmentCompleted} puntos por completar el test de necesidades!`;

const LAST_STEP = NEEDS_STEPS[NEEDS_STEPS.length - 1] as NeedsStep;

type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** Drops the volume of a printing type that is no longer chosen. */
function consistent(formData: NeedsFormData): NeedsFormData {
  return {
    ...formData,
    volumeBN: wantsBN(formData) ? formData.volumeBN : '',
    volumeColor: wantsColor(formData) ? formData.volumeColor : '',
  };
}

/** The day of a previous assessment (null when its time is not one). */
function formatDate(iso: string): string | null {
  return Number.isNaN(new Date(iso).getTime()) ? null : formatDay(iso, 'long');
}

export function NeedsAssessmentPage() {
  usePageTitle('Test de necesidades');
  const session = useSession();
  const user = session.status === 'signedIn' ? session.user : null;
  const uid = user?.uid ?? null;
  const awards = useToolAwards();

  const [step, setStep] = useState<NeedsStep>(1);
  const [formData, setFormData] = useState<NeedsFormData>(emptyNeedsFormData);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<NeedsAssessmentDoc | null>(null);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('idle');
  // The last saved result, through the shared read cache (src/hooks/use-query.ts). The offer to
  // see it is optional: when it cannot be read, the test works as usual.
  const saved = useQuery(uid ? needsAssessmentKey(uid) : null, () => getNeedsAssessment(uid ?? ''));
  const previous: NeedsAssessmentDoc | null =
    'value' in saved.state ? (saved.state.value ?? null) : null;
  const [showPrevious, setShowPrevious] = useState(false);

  const stepHeading = useRef<HTMLHeadingElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const focusStep = useRef(false);
  const focusResult = useRef(false);
  const saving = saveStatus === 'saving';

  useEffect(() => {
    if (focusStep.current) {
      focusStep.current = false;
      stepHeading.current?.focus();
    }
  }, [step]);

  useEffect(() => {
    if (result && focusResult.current) {
      focusResult.current = false;
      resultHeading.current?.focus();
    }
  }, [result]);

  const onToggle = (name: 'needsType' | 'functionalities', value: string, checked: boolean) => {
    setError(null);
    setFormData((current) => {
      const list: string[] = current[name];
      const nextList = checked ? [...list, value] : list.filter((v) => v !== value);
      return consistent({ ...current, [name]: nextList });
    });
  };

  const onSelect = (name: string, value: string) => {
    setError(null);
    setFormData((current) => ({ ...current, [name]: value }));
  };

  const goTo = (next: NeedsStep) => {
    focusStep.current = true;
    setError(null);
    setStep(next);
  };

  const back = () => {
    if (saving || step === 1) return;
    setResult(null);
    setSaveStatus('idle');
    goTo((step - 1) as NeedsStep);
  };

  const persist = async (doc: NeedsAssessmentDoc) => {
    if (!user) return;
    setSaveStatus('saving');
    try {
      await saveNeedsAssessment(user.uid, doc);
      setQueryData(needsAssessmentKey(user.uid), doc);
      const award = await awards.achievement(user.uid, 'needsAssessmentCompleted');
      if (award.awarded) toast.success(NEEDS_POINTS_MESSAGE);
      setSaveStatus('saved');
    } catch {
      setSaveStatus('failed');
    }
  };

  const finish = async () => {
    const message = validateNeedsStep(LAST_STEP, formData);
    if (message) {
      setError(message);
      return;
    }
    if (!user) return;
    const answers = consistent(formData);
    const doc: NeedsAssessmentDoc = {
      userId: user.uid,
      email: user.email ?? '',
      formData: answers,
      recommendation: recommend(answers),
      completedAt: new Date().toISOString(),
    };
    setResult(null);
    setShowPrevious(false);
    await persist(doc);
    focusResult.current = true;
    setResult(doc);
  };

  const retry = () => {
    if (result) void persist({ ...result, completedAt: new Date().toISOString() });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    if (step === LAST_STEP) {
      void finish();
      return;
    }
    const message = validateNeedsStep(step, formData);
    if (message) {
      setError(message);
      return;
    }
    goTo((step + 1) as NeedsStep);
  };

  const previousDate = previous ? formatDate(previous.completedAt) : null;
  const percent = Math.round((step / NEEDS_STEPS.length) * 100);

  return (
    <section aria-labelledby="needs-title" className="container py-4">
      <h1 id="needs-title" className="h2 mb-2">
        Test de necesidades
      </h1>
      <p className="text-body-secondary mb-4">
        Responde cinco preguntas breves y te recomendaremos el equipo de impresión que mejor se
        adapta a tu negocio.
      </p>

      {previous && !result && (
        <div className="alert alert-info d-flex flex-wrap align-items-center gap-2" role="note">
          <span className="me-auto">
            {previousDate
              ? `Ya completaste este test el ${previousDate}.`
              : 'Ya completaste este test.'}{' '}
            Puedes ver la recomendación que te dimos o responderlo de nuevo.
          </span>
          <Button
            variant="outline-primary"
            size="sm"
            aria-expanded={showPrevious}
            aria-controls="needs-previous"
            onClick={() => setShowPrevious((shown) => !shown)}
          >
            {showPrevious ? 'Ocultar mi recomendación anterior' : 'Ver mi recomendación anterior'}
          </Button>
        </div>
      )}
      {previous && !result && showPrevious && (
        <div id="needs-previous" className="mb-4">
          <RecommendationCard
            id="needs-previous-title"
            heading="Tu recomendación anterior"
            recommendation={previous.recommendation}
          />
        </div>
      )}

      <Form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="needs-step-title"
        className="card card-body border-0 shadow-sm mb-4"
      >
        <div
          className="progress mb-3"
          role="progressbar"
          aria-label="Avance del test"
          aria-valuemin={1}
          aria-valuemax={NEEDS_STEPS.length}
          aria-valuenow={step}
          aria-valuetext={`Paso ${step} de ${NEEDS_STEPS.length}`}
          style={{ height: '0.5rem' }}
        >
          <div className="progress-bar" style={{ width: `${percent}%` }} />
        </div>
        <h2 id="needs-step-title" ref={stepHeading} tabIndex={-1} className="h5 mb-3">
          <span className="d-block small text-body-secondary fw-normal">
            Paso {step} de {NEEDS_STEPS.length}
          </span>
          {NEEDS_STEP_TITLES[step]}
        </h2>

        <NeedsStepFields
          step={step}
          formData={formData}
          invalid={error !== null}
          onToggle={onToggle}
          onSelect={onSelect}
        />

        {error && (
          <div id={NEEDS_ERROR_ID} className="alert alert-danger py-2" role="alert">
            {error}
          </div>
        )}

        <div className="d-flex flex-wrap gap-2">
          {step > 1 && (
            <Button type="button" variant="outline-secondary" onClick={back} disabled={saving}>
              Anterior
            </Button>
          )}
          <Button type="submit" variant="primary" className="btn-action ms-auto" disabled={saving}>
            {step === LAST_STEP ? 'Ver Recomendación' : 'Siguiente'}
          </Button>
        </div>
      </Form>

      <div aria-live="polite">
        {saving && (
          <p role="status" className="d-flex align-items-center">
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
            {NEEDS_PROCESSING_MESSAGE}
          </p>
        )}
        {saveStatus === 'failed' && result && (
          <div
            className="alert alert-danger d-flex flex-wrap align-items-center gap-2"
            role="alert"
          >
            <span className="me-auto">{NEEDS_SAVE_FAILED_MESSAGE}</span>
            <Button variant="outline-danger" size="sm" onClick={retry}>
              Intentar guardar de nuevo
            </Button>
          </div>
        )}
      </div>

      {result && (
        <RecommendationCard
          id="needs-result-title"
          heading="Nuestra recomendación para ti"
          recommendation={result.recommendation}
          headingRef={resultHeading}
        />
      )}
    </section>
  );
}
