/**
 * The product's entities (docs/product.md, Entities) as plain TypeScript. Shared by the data seam
 * (which parses what it reads into these shapes), the domain rules and the features.
 */
import type { MexicanState } from './mexican-states';

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

/** contactSubmissions/{id}/notes/{noteId}: an admin's internal note on a lead. */
export interface LeadNote {
  text: string;
  authorUid: string;
  authorEmail: string;
  /** ISO timestamp of the database's clock */
  createdAt: string;
}

/** contactSubmissions/{id}: what the quote form stores (the sales side is in Lead, src/data). */
export interface ContactSubmission {
  fullName: string;
  clientType: QuoteClientType;
  corporateEmail: string;
  phone: string;
  serviceType: ServiceType;
  equipmentQuantity: EquipmentQuantity;
  company: string;
  state: MexicanState;
  message: string;
  recaptcha: true;
  /** ISO timestamp, from the visitor's clock */
  submittedAt: string;
  /** ISO timestamp of the database's clock when it was stored (absent until then) */
  createdAt?: string;
}

export interface Achievements {
  profileCompleted: boolean;
  calculatorUsed: boolean;
  needsAssessmentCompleted: boolean;
  resourcesReadIds: string[];
}

export type AuthProvider = 'password' | 'google';

/** users/{uid} */
export interface UserDoc {
  name: string;
  email: string;
  photoURL: string | null;
  createdAt: string;
  updatedAt: string;
  lastLogin: string;
  userType: 'guest';
  profileCompleted: boolean;
  authProvider: AuthProvider;
  /** 'admin' opens the admin area; absent for everyone else. Never written by the client. */
  role?: 'admin';
  score: number;
  resourcesRead: number;
  achievements: Achievements;
}

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

/** customers/{uid} */
export interface CustomerDoc {
  userId: string;
  email: string;
  fullName: string;
  clientType: CustomerClientType;
  phone: string;
  company: string;
  state: MexicanState;
  updatedAt: string;
}

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

export interface NeedsFormData {
  needsType: NeedsType[];
  /** '' when B/N was not chosen */
  volumeBN: Volume | '';
  /** '' when colour was not chosen */
  volumeColor: Volume | '';
  functionalities: Functionality[];
  numUsers: UserCount | '';
  numPrintersDesired: PrinterCount | '';
  businessType: BusinessType | '';
}

export interface Recommendation {
  title: string;
  description: string;
  details: string[];
  cta: string;
}

/** needsAssessments/{uid} */
export interface NeedsAssessmentDoc {
  userId: string;
  email: string;
  formData: NeedsFormData;
  recommendation: Recommendation;
  completedAt: string;
}

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
