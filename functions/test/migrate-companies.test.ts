/**
 * The company-accounts migration's pure parts (functions/src/maintenance/migrate-companies.ts):
 * what a device or ticket stored with `clientUid` becomes, and the report the script prints. The
 * migration itself runs against the emulator in test/emulator/migrate-companies.emulator.test.ts.
 */
import { describe, expect, it } from 'vitest';

import { migrationReportLines, renamePatch } from '../src/maintenance/migrate-companies.js';

describe('renamePatch', () => {
  it('gives a device its company and a ticket its company and author', () => {
    expect(renamePatch('equipment', { clientUid: 'u1', model: 'X' })).toEqual({ clientId: 'u1' });
    expect(renamePatch('ticket', { clientUid: 'u1', kind: 'toner' })).toEqual({
      clientId: 'u1',
      authorUid: 'u1',
    });
  });

  it('keeps a ticket’s author when it has one, and leaves migrated documents alone', () => {
    expect(renamePatch('ticket', { clientUid: 'u1', authorUid: 'u2' })).toEqual({
      clientId: 'u1',
    });
    expect(renamePatch('equipment', { clientId: 'u1' })).toBeNull();
    expect(renamePatch('ticket', { clientId: 'u1', authorUid: 'u1' })).toBeNull();
    expect(renamePatch('ticket', { clientUid: '' })).toBeNull();
  });
});

describe('migrationReportLines', () => {
  const report = {
    clients: { read: 4, migrated: 3, skipped: 1 },
    equipment: { read: 7, updated: 6 },
    tickets: { read: 2, updated: 2 },
  };

  it('says in Spanish what was done', () => {
    expect(migrationReportLines(report, false)).toEqual([
      'clients: 4 leídos, 3 empresas con su administrador creadas, 1 sin cambios',
      'equipment: 7 leídos, 6 actualizados (clientUid → clientId)',
      'tickets: 2 leídos, 2 actualizados (clientUid → clientId y authorUid)',
    ]);
  });

  it('says with --dry-run that nothing was written', () => {
    const lines = migrationReportLines(report, true);
    expect(lines[0]).toBe(
      'clients: 4 leídos, 3 empresas con su administrador por crear (sin escribir: --dry-run), 1 sin cambios',
    );
    expect(lines[1]).toBe(
      'equipment: 7 leídos, 6 por actualizar (sin escribir: --dry-run) (clientUid → clientId)',
    );
  });
});
