/**
 * The collector's pure rules, as a caller sees them: which hosts a CIDR covers, how a brand is
 * recognised and its counters split, how a supply's colour and percentage are read, and that the
 * version sent matches the package's.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectBrand, parseBrotherCounters } from '../src/profiles.js';
import { splitCounters } from '../src/snmp.js';
import { colorOf, toSupply } from '../src/supplies.js';
import { collectTargets, expandCidr, parseEquipo } from '../src/targets.js';
import { VERSION } from '../src/version.js';

describe('targets', () => {
  it('covers the usable hosts of a network, up to a /22', () => {
    expect(expandCidr('127.0.0.0/28', 161).map((t) => t.host)).toEqual(
      Array.from({ length: 14 }, (_, i) => `127.0.0.${i + 1}`),
    );
    expect(expandCidr('127.0.1.77/24', 1161)).toHaveLength(254);
    expect(expandCidr('127.0.4.0/22', 161).at(-1)).toEqual({ host: '127.0.7.254', port: 161 });
    expect(expandCidr('127.0.0.5/32', 161)).toEqual([{ host: '127.0.0.5', port: 161 }]);
    expect(() => expandCidr('127.0.0.0/21', 161)).toThrow(/demasiado grande.*\/22/);
    expect(() => expandCidr('127.0.0.300/24', 161)).toThrow(/Red no válida/);
  });

  it('reads HOST[:PUERTO] and lists each address once', () => {
    expect(parseEquipo('127.0.0.1:1161', 161)).toEqual({ host: '127.0.0.1', port: 1161 });
    expect(parseEquipo('impresora-recepcion', 161)).toEqual({
      host: 'impresora-recepcion',
      port: 161,
    });
    expect(() => parseEquipo('127.0.0.1:99999', 161)).toThrow(/Equipo no válido/);
    expect(collectTargets(['127.0.0.2'], ['127.0.0.0/30'], 161).map((t) => t.host)).toEqual([
      '127.0.0.2',
      '127.0.0.1',
    ]);
  });
});

describe('brands', () => {
  it('recognises the brand by enterprise number, else by the model text', () => {
    expect(detectBrand('1.3.6.1.4.1.1347.41', '')).toBe('Kyocera');
    expect(detectBrand('1.3.6.1.4.1.367.1.1', 'Aficio')).toBe('Ricoh');
    expect(detectBrand('1.3.6.1.4.1.253.8.62.1', '')).toBe('Xerox');
    expect(detectBrand(null, 'Canon iR-ADV C3530')).toBe('Canon');
    expect(detectBrand('1.3.6.1.4.1.99999.1', 'Marca Genérica 3000')).toBeNull();
  });

  it('reads B/N and colour from a Brother counter blob', () => {
    const record = (code: number, value: number) => {
      const b = Buffer.alloc(7);
      b[0] = code;
      b[1] = 0x01;
      b[2] = 0x04;
      b.writeUInt32BE(value, 3);
      return b;
    };
    const blob = Buffer.concat([record(0x00, 900), record(0x01, 700), record(0x02, 200)]);
    expect(parseBrotherCounters(blob, 1, 2)).toEqual({ bw: 700, color: 200 });
  });

  it('counts everything as B/N for a B/N device or an unknown brand', () => {
    // Colour supplies but no colour counter read: color null (agentReport says so).
    expect(splitCounters(1000, { bw: null, color: null }, true)).toEqual({
      total: 1000,
      bw: 1000,
      color: null,
    });
    expect(splitCounters(1000, { bw: 700, color: null }, true)).toEqual({
      total: 1000,
      bw: 700,
      color: null,
    });
    expect(splitCounters(1000, { bw: null, color: null }, false)).toEqual({
      total: 1000,
      bw: 1000,
      color: 0,
    });
    expect(splitCounters(1000, { bw: 990, color: 0 }, false)).toEqual({
      total: 1000,
      bw: 1000,
      color: 0,
    });
    expect(splitCounters(1000, { bw: 600, color: 400 }, true)).toEqual({
      total: 1000,
      bw: 600,
      color: 400,
    });
    expect(splitCounters(1000, { bw: null, color: 250 }, true)).toEqual({
      total: 1000,
      bw: 750,
      color: 250,
    });
  });
});

describe('supplies', () => {
  it('names the colour from the description', () => {
    expect(colorOf('Cyan Toner Cartridge')).toBe('Cian');
    expect(colorOf('Tóner amarillo')).toBe('Amarillo');
    expect(colorOf('Black Cartridge HP 58A')).toBe('Negro');
    expect(colorOf('Magenta')).toBe('Magenta');
    expect(colorOf('Drum Unit')).toBeNull();
  });

  it('gives null level and percent for "some remaining" (−3) and "unknown" (−2)', () => {
    expect(toSupply('Black Toner', 8000, 2000)).toMatchObject({
      level: 2000,
      max: 8000,
      percent: 25,
    });
    expect(toSupply('Black Toner', 100, -3)).toMatchObject({ level: null, percent: null });
    expect(toSupply('Black Toner', 100, -2)).toMatchObject({ level: null, percent: null });
    expect(toSupply('Black Toner', -2, 40)).toMatchObject({ level: 40, max: null, percent: null });
  });
});

it('sends the version of the package', () => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  expect(VERSION).toBe(pkg.version);
});
