/**
 * Opens a resource (docs/product.md, Resource library): the video in an embedded video frame
 * (youtube-nocookie), any document in a full-screen frame showing the site's own page, with a link
 * to a new tab.
 */
import { Dialog } from '@/components/dialog';
import type { Resource } from '@/domain/entities';

const VIDEO_ALLOW =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';

export interface ResourceViewerProps {
  resource: Resource | null;
  show: boolean;
  onClose: () => void;
  /** After the closing animation (the resource may be forgotten then). */
  onExited?: () => void;
}

export function ResourceViewer({ resource, show, onClose, onExited }: ResourceViewerProps) {
  const isVideo = resource?.type === 'Video';
  const titleId = 'resource-viewer-title';
  return (
    <Dialog
      show={show && resource !== null}
      onHide={onClose}
      onExited={onExited}
      size={isVideo ? 'lg' : undefined}
      fullscreen={isVideo ? undefined : true}
      centered={isVideo}
      aria-labelledby={titleId}
    >
      {resource && (
        <>
          <Dialog.Header closeButton closeLabel="Cerrar">
            <Dialog.Title id={titleId} as="h2" className="h5 me-3">
              {resource.title}
            </Dialog.Title>
            {!isVideo && (
              <a
                href={resource.downloadUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="btn btn-sm btn-outline-primary ms-auto me-2 text-nowrap"
              >
                Abrir en una pestaña nueva
              </a>
            )}
          </Dialog.Header>
          {isVideo ? (
            <Dialog.Body>
              <div className="ratio ratio-16x9">
                <iframe
                  src={resource.downloadUrl}
                  title={resource.title}
                  allow={VIDEO_ALLOW}
                  allowFullScreen
                  referrerPolicy="strict-origin-when-cross-origin"
                />
              </div>
            </Dialog.Body>
          ) : (
            <Dialog.Body className="p-0 d-flex">
              <iframe
                src={resource.downloadUrl}
                title={resource.title}
                className="flex-grow-1 border-0 w-100"
                style={{ minHeight: '100%' }}
              />
            </Dialog.Body>
          )}
        </>
      )}
    </Dialog>
  );
}
