import { RESOURCE_CATEGORIES, RESOURCE_TYPES } from '@/domain/entities';
import { RESOURCE_IDS, isResourceId } from './resource-ids';
import { RESOURCES, RESOURCE_CATEGORY_LABELS, getResource } from './resources';

// The files under public/recursos, read as text at test time (keys: "../../public/recursos/...").
const publicFiles: Record<string, string> = {
  ...import.meta.glob<string>('../../public/recursos/*.html', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob<string>('../../public/recursos/img/*', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
};
/** Text of a file the site serves at `url` (e.g. "/recursos/x.html"), or undefined. */
const served = (url: string): string | undefined => publicFiles[`../../public${url}`];
const listed = (folder: string): string[] =>
  Object.keys(publicFiles)
    .filter(
      (key) =>
        key.startsWith(`../../public${folder}/`) &&
        !key.slice(`../../public${folder}/`.length).includes('/'),
    )
    .map((key) => key.slice(`../../public${folder}/`.length));
const documents = RESOURCES.filter((r) => r.type !== 'Video');

function visibleWords(html: string): number {
  const text = html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

describe('RESOURCES', () => {
  it('has the 7 resources with unique ids', () => {
    expect(RESOURCES).toHaveLength(7);
    expect(new Set(RESOURCES.map((r) => r.id)).size).toBe(7);
    // Point awards and counts read the ids alone (resource-ids.ts): the same seven, same order.
    expect(RESOURCES.map((r) => r.id)).toEqual(RESOURCE_IDS);
    expect(isResourceId('guia-costo-por-pagina')).toBe(true);
    expect(isResourceId('recurso-inexistente')).toBe(false);
    for (const r of RESOURCES) expect(r.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('covers every resource type at least once and uses only the 5 categories', () => {
    for (const type of RESOURCE_TYPES) expect(RESOURCES.some((r) => r.type === type)).toBe(true);
    for (const r of RESOURCES) expect(RESOURCE_CATEGORIES).toContain(r.category);
    expect(Object.keys(RESOURCE_CATEGORY_LABELS).sort()).toEqual([...RESOURCE_CATEGORIES].sort());
  });

  it('gives each resource a Spanish title and description', () => {
    for (const r of RESOURCES) {
      expect(r.title.length).toBeGreaterThan(10);
      expect(r.description.length).toBeGreaterThan(40);
    }
  });

  it('embeds the video from youtube-nocookie', () => {
    const videos = RESOURCES.filter((r) => r.type === 'Video');
    expect(videos).toHaveLength(1);
    expect(videos[0]?.downloadUrl).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}$/,
    );
  });

  it('serves every document from the site itself, and the file exists', () => {
    expect(documents).toHaveLength(6);
    for (const r of documents) {
      expect(r.downloadUrl).toBe(`/recursos/${r.id}.html`);
      expect(served(r.downloadUrl)).toEqual(expect.stringContaining('<html'));
    }
  });

  it('has no orphan files in public/recursos', () => {
    const pages = listed('/recursos');
    expect(pages.sort()).toEqual(documents.map((r) => `${r.id}.html`).sort());
    const images = listed('/recursos/img');
    expect(images.sort()).toEqual(RESOURCES.map((r) => `${r.id}.svg`).sort());
  });

  it('finds a resource by id', () => {
    expect(getResource('checklist-videovigilancia')?.type).toBe('Checklist');
    expect(getResource('no-existe')).toBeUndefined();
  });
});

describe.each(documents.map((r) => [r.id, r] as const))('document %s', (_id, resource) => {
  const html = served(resource.downloadUrl) ?? '';

  it('is a small, self-contained Spanish page readable on a phone', () => {
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('<html lang="es-MX">');
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(html).toMatch(/<h1>[^<]{10,}<\/h1>/);
  });

  it('makes no external request and runs no script: its only link is the shared stylesheet', () => {
    expect(html).not.toMatch(/<script|<img|<iframe|<style|@import|url\(/i);
    expect(html).not.toMatch(/(src|href)\s*=\s*["']?(https?:)?\/\//i);
    expect(html.match(/<link[^>]*>/gi)).toEqual([
      '<link rel="stylesheet" href="/recursos/recursos.css">',
    ]);
  });

  it('has 300 to 700 words', () => {
    const words = visibleWords(html);
    expect(words).toBeGreaterThanOrEqual(300);
    expect(words).toBeLessThanOrEqual(700);
  });
});

describe.each(RESOURCES.map((r) => [r.id, r] as const))('illustration %s', (_id, resource) => {
  it('is a local SVG under 3 kB with no external references', () => {
    expect(resource.imageUrl).toBe(`/recursos/img/${resource.id}.svg`);
    const svg = served(resource.imageUrl) ?? '';
    expect(new TextEncoder().encode(svg).length).toBeGreaterThan(200);
    expect(new TextEncoder().encode(svg).length).toBeLessThan(3 * 1024);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 180"/);
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
    expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(
      /https?:|href|<script|<image|url\(/i,
    );
  });
});
