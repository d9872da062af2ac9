/**
 * Hydrates one island of a prerendered public page (docs/decisions/0039-public-islands.md): loaded
 * by src/public-islands.ts the first time an island is needed, with react-dom; each island's own
 * code is a chunk of its own (./registry.ts).
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandName } from '@/features/public/components/island';
import { IslandView } from './island-view';
import { ISLANDS, islandIdPrefix } from './registry';

/**
 * What the visitor typed into the island's fields before its code loaded, read while React
 * hydrates (so nothing typed meanwhile is missed): the form starts from these values instead of
 * empty ones, and React keeps the fields' text (it never rewrites a field while hydrating).
 * Checkboxes are left out: a tick before the island loaded is replayed as a click.
 */
function typedValues(container: HTMLElement): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const field of container.querySelectorAll<
    HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
  >('input[name], select[name], textarea[name]')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
      continue;
    typed[field.name] = field.value;
  }
  return typed;
}

/** Loads the island's code and hydrates its container; `onHydrated` once React has taken over. */
export async function hydrateIsland(
  container: HTMLElement,
  name: IslandName,
  onHydrated: () => void,
): Promise<void> {
  const Component = await ISLANDS[name]();
  let done = false;
  // As a transition, React hydrates in slices of a few milliseconds and yields between them (a
  // plain hydrateRoot renders the whole island in one task): the main thread is never blocked
  // for long while the page is being read, and an event in between is handled at once.
  startTransition(() => {
    hydrateRoot(
      container,
      <IslandView
        Component={Component}
        pathname={container.dataset.path ?? window.location.pathname}
        prefill={() => typedValues(container)}
        onHydrated={() => {
          if (done) return;
          done = true;
          onHydrated();
        }}
      />,
      { identifierPrefix: islandIdPrefix(name) },
    );
  });
}
