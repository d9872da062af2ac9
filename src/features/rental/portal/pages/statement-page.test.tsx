/**
 * One month's statement (/main-user/estados-de-cuenta/:mes): the company's administrator and
 * "Facturación" read it (a "Usuario" gets the not-for-your-role message, and nothing is read);
 * our name, the client's company and RFC, the month and version, the devices with their readings
 * (who read each in the client's words, an estimate marked "Estimada"; a B/N device without a
 * colour counter), the lines before IVA, or with IVA when a line would not check before it, and
 * the totals, hand-computed; "Imprimir o guardar PDF" opens the browser's print dialog.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { companyName } from '@/content/company-name';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { STATEMENTS_COLLECTION } from '@/domain/schemas/statement';
import { CLIENT_UID, renderClient, seedClient, seedColleague } from '../test-utils/client-harness';
import { withDocuments } from '@/data/access';
import { statementId, statementTotals } from '@/domain/month-close';
import { RFC, seedStatement, statementDoc } from '../test-utils/statement-fixtures';

/** Every statements document the page asked for. */
let reads: string[] = [];

beforeEach(async () => {
  reads = [];
  const stores = await installBrowserStoresForTesting();
  const documents: DocumentStore = stores.documents;
  setStoresForTesting({
    ...stores,
    documents: {
      ...documents,
      get: (collection, id) => {
        if (collection === STATEMENTS_COLLECTION) reads.push(id);
        return documents.get(collection, id);
      },
    },
  });
  await seedClient();
  await seedColleague('fer', 'facturacion');
  await seedColleague('bruno', 'usuario');
});

afterEach(() => {
  vi.restoreAllMocks();
  act(() => toast.remove());
  setStoresForTesting(null);
});

const NOVEMBER = '/main-user/estados-de-cuenta/2026-11';

async function openStatement(uid = CLIENT_UID, path = NOVEMBER) {
  renderClient(path, uid);
  return screen.findByRole('article', { name: 'Estado de cuenta de noviembre de 2026' });
}

/** A table's rows as the text of their cells. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('a statement', () => {
  it('shows the administrator the company, the devices and the lines with hand-computed totals', async () => {
    await seedStatement(CLIENT_UID, '2026-11');
    const sheet = await openStatement();

    expect(within(sheet).getByText(companyName)).toBeInTheDocument();
    expect(within(sheet).getByText('Hotel Sol')).toBeInTheDocument();
    expect(within(sheet).getByText(RFC)).toBeInTheDocument();
    expect(within(sheet).getByText('noviembre de 2026')).toBeInTheDocument();
    expect(within(sheet).queryByText(/^Versión/)).not.toBeInTheDocument();

    const [devices, lines] = within(sheet).getAllByRole('table') as [HTMLElement, HTMLElement];
    expect(rowsOf(devices)).toEqual([
      [
        'Equipo',
        'Ubicación',
        'Lectura anterior',
        'Lectura (B/N · color)',
        'Páginas del mes (B/N · color)',
        'Origen',
      ],
      [
        'Kyocera ECOSYS M5526cdw (VCF1234567)',
        'Av. Tulum 200, Cancún · Recepción',
        '1,000 · 200',
        '3,500 · 800',
        '2,500 · 600',
        'Tu empresa',
      ],
      [
        'Brother HL-L5100DN (BRN998877)',
        'Calle 10 #45, Playa del Carmen · Almacén',
        '300',
        '1,300',
        '1,000',
        'Estimada',
      ],
    ]);
    // Prices include IVA. 500 × $0.3017 before IVA is $150.85, but the line is $175.00 with IVA
    // → $150.86 before it: the lines are shown with IVA, each quantity × price to the cent
    // (1,160 + 175 + 150 + 580 = $2,065.00), and the subtotal and IVA as the sums of the lines.
    expect(rowsOf(lines)).toEqual([
      ['Concepto', 'Equipo', 'Cantidad', 'Precio unitario con IVA', 'Importe con IVA'],
      ['Renta mensual', 'Kyocera ECOSYS M5526cdw (VCF1234567)', '1', '$1,160.00', '$1,160.00'],
      ['Páginas B/N excedentes', 'Kyocera ECOSYS M5526cdw (VCF1234567)', '500', '$0.35', '$175.00'],
      [
        'Páginas a color excedentes',
        'Kyocera ECOSYS M5526cdw (VCF1234567)',
        '100',
        '$1.50',
        '$150.00',
      ],
      ['Renta mensual', 'Brother HL-L5100DN (BRN998877)', '1', '$580.00', '$580.00'],
      ['Subtotal', '$1,780.17'],
      ['IVA (16 %)', '$284.83'],
      ['Total', '$2,065.00 MXN'],
    ]);
    expect(
      within(sheet).getByText(/^Precios unitarios e importes con IVA, como en tu contrato/),
    ).toBeInTheDocument();
    expect(reads).toEqual([`${CLIENT_UID}_2026-11`]);
  });

  it('keeps prices before IVA when every line checks that way, and names who read each device', async () => {
    const doc = statementDoc(CLIENT_UID, '2026-11');
    const lines = doc.lines.filter((line) => line.concept === 'renta');
    await withDocuments((store) =>
      store.set(STATEMENTS_COLLECTION, statementId(CLIENT_UID, '2026-11'), {
        ...doc,
        devices: [
          { ...doc.devices[0]!, source: 'empresa' },
          { ...doc.devices[1]!, source: 'automatica', color: false },
        ],
        lines,
        ...statementTotals(lines),
      }),
    );
    const sheet = await openStatement();
    const [devices, table] = within(sheet).getAllByRole('table') as [HTMLElement, HTMLElement];
    expect(rowsOf(devices).map((row) => row[5])).toEqual([
      'Origen',
      'Tu Socio',
      'Lector automático',
    ]);
    // $1,160 → $1,000.00 and $580 → $500.00 before IVA: 1 × each price is each amount.
    expect(rowsOf(table)).toEqual([
      ['Concepto', 'Equipo', 'Cantidad', 'Precio unitario', 'Importe'],
      ['Renta mensual', 'Kyocera ECOSYS M5526cdw (VCF1234567)', '1', '$1,000.00', '$1,000.00'],
      ['Renta mensual', 'Brother HL-L5100DN (BRN998877)', '1', '$500.00', '$500.00'],
      ['Subtotal', '$1,500.00'],
      ['IVA (16 %)', '$240.00'],
      ['Total', '$1,740.00 MXN'],
    ]);
    expect(
      within(sheet).getByText('Precios unitarios e importes antes de IVA.'),
    ).toBeInTheDocument();
  });

  it('shows "Facturación" the statement with its version after a reclose', async () => {
    await seedStatement(CLIENT_UID, '2026-11', 2);
    const sheet = await openStatement('fer');
    expect(within(sheet).getByText('Versión 2')).toBeInTheDocument();
    expect(within(sheet).getByTestId('statement-total')).toHaveTextContent('$2,065.00 MXN');
  });

  it('is not for a "Usuario": the role message, and the statement is not read', async () => {
    await seedStatement(CLIENT_UID, '2026-11');
    renderClient(NOVEMBER, 'bruno');
    expect(
      await screen.findByRole('heading', { name: 'Esta sección no es para tu rol' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(reads).toEqual([]);
  });

  it('"Imprimir o guardar PDF" opens the print dialog', async () => {
    await seedStatement(CLIENT_UID, '2026-11');
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const sheet = await openStatement('fer');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Imprimir o guardar PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says so for a month without a statement, and for an address that is not a month', async () => {
    const first = renderClient('/main-user/estados-de-cuenta/2026-12');
    expect(
      await screen.findByText(
        'No encontramos el estado de cuenta de diciembre de 2026. Revisa la lista de tus estados de cuenta.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Estados de cuenta' })).toHaveAttribute(
      'href',
      '/main-user/estados-de-cuenta',
    );
    first.unmount();

    renderClient('/main-user/estados-de-cuenta/noviembre');
    expect(
      await screen.findByText('Esa dirección no corresponde a un estado de cuenta.'),
    ).toBeInTheDocument();
    expect(reads).toEqual([`${CLIENT_UID}_2026-12`]);
  });
});
