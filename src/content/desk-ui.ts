/** The shared UI kit's words (src/components/ui/texts.ts) on the desk (the admin area and the rental desk pages). */
export const DESK_UI_TEXT = {
  loading: 'Cargando…',
  loadFailed: 'No se pudieron cargar los datos del panel. Intenta de nuevo.',
  permissionDenied:
    'No tienes permiso para ver esta información. Verifica que tu cuenta tenga el rol de administrador.',
  retry: 'Reintentar',
  previousPage: 'Página anterior',
  nextPage: 'Siguiente página',
  noMorePages: 'No hay más resultados en esta página.',
  searchButton: 'Buscar',
  clearSearch: 'Limpiar búsqueda',
  cancel: 'Cancelar',
};
