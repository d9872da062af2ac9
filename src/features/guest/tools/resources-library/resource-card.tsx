import Button from 'react-bootstrap/Button';
import type { Resource } from '@/domain/entities';
import { RESOURCE_CATEGORY_LABELS } from '@/content/resources';

const pill = 'd-inline-block rounded-pill px-2 py-1 small fw-semibold';

/** One resource of the library: illustration, title, description, badges and read state. */
export function ResourceCard({
  resource,
  read,
  onOpen,
}: {
  resource: Resource;
  read: boolean;
  onOpen: (resource: Resource) => void;
}) {
  const titleId = `resource-${resource.id}-title`;
  const action = resource.type === 'Video' ? 'Ver video' : 'Abrir recurso';
  return (
    <article className="card h-100 border-0 shadow-sm" aria-labelledby={titleId}>
      <img
        src={resource.imageUrl}
        alt={`Ilustración: ${resource.title}`}
        width={320}
        height={180}
        loading="lazy"
        decoding="async"
        className="card-img-top h-auto bg-light"
      />
      <div className="card-body d-flex flex-column">
        <div className="d-flex flex-wrap gap-1 mb-2">
          <span className={`${pill} text-bg-primary`}>{resource.type}</span>
          <span className={`${pill} text-bg-light border`}>
            {RESOURCE_CATEGORY_LABELS[resource.category]}
          </span>
          <span
            className={`${pill} ms-auto ${read ? 'text-bg-success' : 'text-bg-light border'}`}
            data-testid="read-state"
          >
            {read ? 'Leído' : 'Sin leer'}
          </span>
        </div>
        <h2 id={titleId} className="h5 card-title">
          {resource.title}
        </h2>
        <p className="card-text text-body-secondary flex-grow-1">{resource.description}</p>
        <Button
          variant={read ? 'outline-primary' : 'primary'}
          className="align-self-start"
          aria-label={`${action}: ${resource.title}`}
          onClick={() => onOpen(resource)}
        >
          {action}
        </Button>
      </div>
    </article>
  );
}
