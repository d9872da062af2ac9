/**
 * The product's value lists and fixed facts (docs/product.md, Entities). The shape of each stored
 * entity, and its type, is its schema in ./schemas (one per entity), which builds on these lists.
 */

export const QUOTE_CLIENT_TYPES = [
  'Empresa',
  'Persona física con actividad empresarial',
  'Institución Educativa',
] as const;
export type QuoteClientType = (typeof QUOTE_CLIENT_TYPES)[number];

export const SERVICE_TYPES = ['Renta', 'Venta'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const EQUIPMENT_QUANTITIES = ['1-10', '11-50', '+50'] as const;
export type EquipmentQuantity = (typeof EQUIPMENT_QUANTITIES)[number];

/** Where a sales team has a lead, in this order; a new request is 'Nuevo'. */
export const LEAD_STAGES = ['Nuevo', 'Contactado', 'Cotizado', 'Ganado', 'Perdido'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

/** Longest internal note on a lead (characters). */
export const LEAD_NOTE_MAX_LENGTH = 1000;

export const CUSTOMER_CLIENT_TYPES = [
  'Lead',
  'Prospect',
  'Client',
  'Institution',
  'Other',
] as const;
export type CustomerClientType = (typeof CUSTOMER_CLIENT_TYPES)[number];

/** Spanish labels for the stored customer client types. */
export const CUSTOMER_CLIENT_TYPE_LABELS: Record<CustomerClientType, string> = {
  Lead: 'Interesado',
  Prospect: 'Prospecto',
  Client: 'Cliente',
  Institution: 'Institución',
  Other: 'Otro',
};

export const NEEDS_TYPES = ['bn', 'color', 'both'] as const;
export type NeedsType = (typeof NEEDS_TYPES)[number];
export const VOLUMES = ['low', 'medium', 'high'] as const;
export type Volume = (typeof VOLUMES)[number];
export const FUNCTIONALITIES = [
  'scan',
  'copy',
  'fax',
  'duplex',
  'wifi',
  'ethernet',
  'tabloid',
  'photo',
  'user_restriction',
] as const;
export type Functionality = (typeof FUNCTIONALITIES)[number];
export const USER_COUNTS = ['1-5', '6-20', '21-50', '50+'] as const;
export type UserCount = (typeof USER_COUNTS)[number];
export const PRINTER_COUNTS = ['1', '2-5', '6-10', '10+'] as const;
export type PrinterCount = (typeof PRINTER_COUNTS)[number];
export const BUSINESS_TYPES = [
  'office',
  'education',
  'retail',
  'industrial',
  'health',
  'other',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const RESOURCE_CATEGORIES = [
  'impresion',
  'videovigilancia',
  'computo',
  'audio-video',
  'domotica',
] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];
export const RESOURCE_TYPES = [
  'Guía',
  'Checklist',
  'Video',
  'Artículo',
  'Caso de Estudio',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export interface Resource {
  id: string;
  title: string;
  description: string;
  category: ResourceCategory;
  type: ResourceType;
  imageUrl: string;
  downloadUrl: string;
}

/** Fixed uids of the local demo accounts (docs/product.md, Demo accounts), seeded at each start. */
export const DEMO_ACCOUNTS = {
  admin: {
    uid: 'demo-admin',
    email: 'admin@demo.test',
    password: 'Demo-Admin-2026',
    name: 'Administración Demo',
  },
  guest: {
    uid: 'demo-guest',
    email: 'invitado@demo.test',
    password: 'Demo-Invitado-2026',
    name: 'Invitado Demo',
  },
} as const;
