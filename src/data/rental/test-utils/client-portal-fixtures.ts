/**
 * Two rented devices as the desk registers them (EquipmentInit), shared by the portal's data,
 * page and rules tests.
 */
import type { EquipmentInit } from '@/domain/schemas/equipment-form';

/** A colour device: fee $1,160.00, 2,000 B/N and 500 colour pages, $0.35 and $1.50 per extra. */
export const COLOR_DEVICE: EquipmentInit = {
  model: 'Kyocera ECOSYS M5526cdw',
  serial: 'VCF1234567',
  color: true,
  location: { address: 'Av. Tulum 200, Cancún', area: 'Recepción' },
  contract: {
    startDate: '2026-03-01',
    monthlyFeeMxn: 1160,
    includedPagesBw: 2000,
    includedPagesColor: 500,
    extraPagePriceBw: 0.35,
    extraPagePriceColor: 1.5,
    responseHours: 4,
    resolutionHours: 16,
  },
  startCounters: { bw: 1000, color: 200 },
};

/** A B/N device: fee $580.00, 1,500 pages, $0.25 per extra. */
export const BW_DEVICE: EquipmentInit = {
  model: 'Brother HL-L5100DN',
  serial: 'BRN998877',
  color: false,
  location: { address: 'Calle 10 #45, Playa del Carmen', area: 'Almacén' },
  contract: {
    startDate: '2026-01-15',
    monthlyFeeMxn: 580,
    includedPagesBw: 1500,
    includedPagesColor: 0,
    extraPagePriceBw: 0.25,
    extraPagePriceColor: 0,
    responseHours: 4,
    resolutionHours: 16,
  },
  startCounters: { bw: 300, color: 0 },
};
