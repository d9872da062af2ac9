/**
 * The texts of the desk's device form ("Registrar equipo", "Editar", ./equipment-form.tsx and
 * ./equipment-editor.tsx): apart from the client page's (./equipment-texts.ts), since the form
 * loads only when opened.
 */
export const EQUIPMENT_FORM_TEXT = {
  address: 'Dirección',
  area: 'Área',
  areaHint: 'Opcional: piso, oficina o departamento.',
  colorDevice: 'Equipo a color',
  colorHint: 'Sin marcar: equipo de blanco y negro (B/N).',
  contractLegend: 'Contrato',
  countersKept:
    'Los contadores iniciales no se cambian: son el punto de partida de las lecturas del cliente.',
  countersLegend: 'Contadores iniciales',
  deviceLegend: 'Equipo',
  editTitle: 'Editar equipo',
  extraBw: 'Precio por página B/N excedente (MXN, IVA incluido)',
  extraColor: 'Precio por página a color excedente (MXN, IVA incluido)',
  fixFields: 'Revisa los campos marcados.',
  includedBw: 'Páginas B/N incluidas al mes',
  includedColor: 'Páginas a color incluidas al mes',
  locationLegend: 'Ubicación',
  model: 'Modelo',
  monthlyFee: 'Renta mensual (MXN, IVA incluido)',
  registerTitle: 'Registrar equipo',
  resolutionHours: 'Tiempo de solución (horas hábiles)',
  responseHours: 'Tiempo de respuesta (horas hábiles)',
  saveChanges: 'Guardar cambios',
  saveDenied: 'No se pudo guardar el equipo: la base de datos lo rechazó (no tienes permiso).',
  saveEquipment: 'Guardar equipo',
  saveFailed: 'No se pudo guardar el equipo. Intenta de nuevo.',

  savingEquipment: 'Guardando…',
  serial: 'Número de serie',
  serviceHoursHint:
    'Lunes a viernes de 9:00 a 19:00 y sábado de 9:00 a 14:00, sin días de descanso obligatorio.',
  startBw: 'Contador inicial B/N',
  startColor: 'Contador inicial a color',

  startDate: 'Inicio del contrato',
  tonerYieldHint:
    'Opcional: las páginas que imprime un cartucho de cada color. Con ellas y las lecturas se avisa antes de que se agote el tóner.',
  tonerYieldLabel: (color: string) => `Tóner ${color}`,

  tonerYieldLegend: 'Rendimiento del tóner (páginas)',
  registered: (model: string, serial: string) => `Equipo ${model} (serie ${serial}) registrado.`,
  updated: (model: string, serial: string) => `Equipo ${model} (serie ${serial}) actualizado.`,
} as const;
