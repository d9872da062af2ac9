/**
 * The ids of the resource library's seven resources, in the library's order: all that point
 * awards and counts need, without the titles and descriptions of src/content/resources.ts (which
 * only the library and the lead's page download). resources.test.ts keeps both lists equal.
 */
export const RESOURCE_IDS = [
  'guia-costo-por-pagina',
  'checklist-videovigilancia',
  'video-cuidado-multifuncional',
  'articulo-renta-o-compra-computo',
  'caso-estudio-despacho-contable',
  'checklist-audio-video-eventos',
  'guia-domotica-rentas-vacacionales',
] as const;

export type ResourceId = (typeof RESOURCE_IDS)[number];

export function isResourceId(id: string): id is ResourceId {
  return (RESOURCE_IDS as readonly string[]).includes(id);
}
