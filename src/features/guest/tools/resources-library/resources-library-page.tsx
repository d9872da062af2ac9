/**
 * The resource library (docs/product.md, Resource library and Points): the 7 resources with
 * filters; opening one marks it read once (+5 per new id) and shows it in a frame.
 */
import { useMemo, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import toast from 'react-hot-toast';
import {
  RESOURCE_CATEGORIES,
  RESOURCE_TYPES,
  type Resource,
  type ResourceCategory,
  type ResourceType,
} from '@/domain/entities';
import { POINTS, RESOURCES_GOAL } from '@/domain/points';
import { RESOURCE_CATEGORY_LABELS, RESOURCES } from '@/content/resources';
import { useSession } from '@/lib/session';
import { useGuestUser } from '../../hooks/use-guest-user';
import { useToolAwards } from '../shared/award-progress';
import { ResourceCard } from './resource-card';
import { ResourceViewer } from './resource-viewer';
import { usePageTitle } from '@/hooks/use-page-title';

export const LIBRARY_LOAD_FAILED_MESSAGE = 'Error al cargar tu progreso de lectura.';
export const LIBRARY_SAVE_FAILED_MESSAGE = 'Error al guardar tu progreso de lectura.';
export const LIBRARY_POINTS_MESSAGE = `¡Ganaste ${POINTS.resource} puntos por leer un recurso nuevo!`;

interface Progress {
  readIds: readonly string[];
  /** users/{uid}.resourcesRead */
  count: number;
}

const ALL = '';

export function ResourcesLibraryPage() {
  usePageTitle('Biblioteca de recursos');
  const session = useSession();
  const user = session.status === 'signedIn' ? session.user : null;
  const awards = useToolAwards();

  // Progress is the guest's users/{uid}, from the guest area's one read; an award stores the new
  // document there (useToolAwards), so this page, the dashboard and the header change together.
  const { state } = useGuestUser();
  const loadState = state.status;
  const progress: Progress | null = state.user
    ? { readIds: state.user.achievements.resourcesReadIds, count: state.user.resourcesRead }
    : null;
  const [viewer, setViewer] = useState<{ resource: Resource; show: boolean } | null>(null);
  const [category, setCategory] = useState<ResourceCategory | typeof ALL>(ALL);
  const [type, setType] = useState<ResourceType | typeof ALL>(ALL);
  const marking = useRef(new Set<string>());

  const readIds = progress?.readIds ?? [];

  const openResource = (resource: Resource) => {
    setViewer({ resource, show: true });
    if (!user || readIds.includes(resource.id) || marking.current.has(resource.id)) return;
    marking.current.add(resource.id);
    awards
      .resourceRead(user.uid, resource.id)
      .then(({ awarded }) => {
        if (awarded) toast.success(LIBRARY_POINTS_MESSAGE);
      })
      .catch(() => toast.error(LIBRARY_SAVE_FAILED_MESSAGE))
      .finally(() => marking.current.delete(resource.id));
  };

  const visible = useMemo(
    () =>
      RESOURCES.filter(
        (r) => (category === ALL || r.category === category) && (type === ALL || r.type === type),
      ),
    [category, type],
  );
  const shownCount = progress ? Math.min(progress.count, RESOURCES_GOAL) : 0;

  return (
    <section aria-labelledby="library-title" className="container py-4">
      <h1 id="library-title" className="h2 mb-2">
        Biblioteca de recursos
      </h1>
      <p className="text-body-secondary mb-3">
        Guías, checklists, artículos, casos de estudio y videos para sacar más provecho de tu
        tecnología. Cada recurso nuevo que abras suma {POINTS.resource} puntos.
      </p>

      <div className="card card-body border-0 shadow-sm mb-4" aria-live="polite">
        {loadState === 'loading' && !progress && (
          <p className="mb-0" role="status">
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
            Cargando tu progreso de lectura...
          </p>
        )}
        {loadState === 'error' && !progress && (
          <div className="alert alert-danger mb-0" role="alert">
            {LIBRARY_LOAD_FAILED_MESSAGE}
          </div>
        )}
        {progress && (
          <>
            <p className="fw-semibold mb-2" data-testid="read-count">
              {shownCount} de {RESOURCES_GOAL} recursos leídos
            </p>
            <div
              className="progress"
              role="progressbar"
              aria-label="Recursos leídos"
              aria-valuemin={0}
              aria-valuemax={RESOURCES_GOAL}
              aria-valuenow={shownCount}
              style={{ height: '0.5rem' }}
            >
              <div
                className="progress-bar bg-success"
                style={{ width: `${(shownCount / RESOURCES_GOAL) * 100}%` }}
              />
            </div>
          </>
        )}
      </div>

      <Form
        className="row g-3 align-items-end mb-3"
        onSubmit={(e) => e.preventDefault()}
        role="search"
        aria-label="Filtrar recursos"
      >
        <Form.Group className="col-sm-6 col-lg-4" controlId="library-category">
          <Form.Label>Categoría</Form.Label>
          <Form.Select
            name="category"
            value={category}
            onChange={(e) => setCategory(e.target.value as ResourceCategory | typeof ALL)}
          >
            <option value={ALL}>Todas las categorías</option>
            {RESOURCE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {RESOURCE_CATEGORY_LABELS[c]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-sm-6 col-lg-4" controlId="library-type">
          <Form.Label>Tipo</Form.Label>
          <Form.Select
            name="type"
            value={type}
            onChange={(e) => setType(e.target.value as ResourceType | typeof ALL)}
          >
            <option value={ALL}>Todos los tipos</option>
            {RESOURCE_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <div className="col-lg-4 small text-body-secondary" aria-live="polite">
          Mostrando {visible.length} de {RESOURCES.length} recursos
        </div>
      </Form>

      {visible.length === 0 ? (
        <div className="text-center py-5">
          <p>No hay recursos que coincidan con los filtros elegidos.</p>
          <Button
            variant="outline-primary"
            onClick={() => {
              setCategory(ALL);
              setType(ALL);
            }}
          >
            Quitar filtros
          </Button>
        </div>
      ) : (
        <ul className="row g-4 list-unstyled" aria-label="Recursos">
          {visible.map((resource) => (
            <li key={resource.id} className="col-md-6 col-xl-4">
              <ResourceCard
                resource={resource}
                read={readIds.includes(resource.id)}
                onOpen={openResource}
              />
            </li>
          ))}
        </ul>
      )}

      <ResourceViewer
        resource={viewer?.resource ?? null}
        show={viewer?.show ?? false}
        onClose={() => setViewer((current) => current && { ...current, show: false })}
        onExited={() => setViewer(null)}
      />
    </section>
  );
}
