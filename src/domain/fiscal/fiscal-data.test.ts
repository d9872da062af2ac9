import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  catalogLabel,
  DEFAULT_USO_CFDI,
  REGIMENES_FISCALES,
  regimenFiscalLabel,
  usoCfdiLabel,
} from './catalogs';
import { FISCAL_DATA_MESSAGES, FiscalDataSchema, fiscalDataErrors } from './fiscal-data';

const valid = {
  rfc: 'eku9003173c9',
  razonSocial: '  Escuela   Kemper Urgate ',
  regimenFiscal: '601',
  codigoPostal: '42501',
  usoCfdi: 'G03',
};

describe('catalogues', () => {
  it('labels codes as DECISIONS shows them', () => {
    expect(regimenFiscalLabel('601')).toBe('601 General de Ley Personas Morales');
    expect(usoCfdiLabel(DEFAULT_USO_CFDI)).toBe('G03 Gastos en general');
    expect(REGIMENES_FISCALES.map(catalogLabel)).toContain('626 Régimen Simplificado de Confianza');
  });
});

describe('Datos fiscales', () => {
  it('normalises and accepts valid data, defaulting Uso del CFDI to G03', () => {
    const { usoCfdi: _omit, ...withoutUso } = valid;
    const out = v.parse(FiscalDataSchema, withoutUso);
    expect(out).toEqual({
      rfc: 'EKU9003173C9',
      razonSocial: 'ESCUELA KEMPER URGATE',
      regimenFiscal: '601',
      codigoPostal: '42501',
      usoCfdi: 'G03',
    });
    expect(fiscalDataErrors(valid)).toBeNull();
  });

  it('refuses a wrong check digit with its Spanish message, on the RFC field', () => {
    expect(fiscalDataErrors({ ...valid, rfc: 'EKU9003173C8' })).toEqual({
      rfc: FISCAL_DATA_MESSAGES.rfcDigit,
    });
  });

  it('gives each field its message', () => {
    const errors = fiscalDataErrors({
      rfc: 'ABC',
      razonSocial: '',
      regimenFiscal: '999',
      codigoPostal: '7700',
      usoCfdi: 'P01',
    });
    expect(errors).toEqual({
      rfc: FISCAL_DATA_MESSAGES.rfcFormat,
      razonSocial: FISCAL_DATA_MESSAGES.required,
      regimenFiscal: FISCAL_DATA_MESSAGES.regimen,
      codigoPostal: FISCAL_DATA_MESSAGES.codigoPostal,
      usoCfdi: FISCAL_DATA_MESSAGES.uso,
    });
  });

  it('refuses a razón social with its capital regime, and a régimen of the other kind of RFC', () => {
    expect(
      fiscalDataErrors({ ...valid, razonSocial: 'Escuela Kemper Urgate, S.A. de C.V.' }),
    ).toEqual({
      razonSocial: FISCAL_DATA_MESSAGES.razonSocialRegime,
    });
    expect(fiscalDataErrors({ ...valid, regimenFiscal: '612' })).toEqual({
      regimenFiscal: FISCAL_DATA_MESSAGES.regimenKind,
    });
    expect(fiscalDataErrors({ ...valid, rfc: 'CACX7605101P8', regimenFiscal: '612' })).toBeNull();
  });

  it('refuses an uso del CFDI the régimen does not allow', () => {
    const salaried = { ...valid, rfc: 'CACX7605101P8', regimenFiscal: '605' };
    expect(fiscalDataErrors(salaried)).toEqual({ usoCfdi: FISCAL_DATA_MESSAGES.usoRegimen });
    expect(fiscalDataErrors({ ...salaried, usoCfdi: 'S01' })).toBeNull();
  });
});
