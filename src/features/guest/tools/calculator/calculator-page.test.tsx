import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { setStoresForTesting } from '@/data/store';
import { getUser } from '@/data/users';
import type { DocumentStore } from '@/data/ports';
import { createTestGuestDocument, renderTool, TEST_GUEST } from '../test-utils/render-tool';
import { CALCULATOR_POINTS_MESSAGE, CalculatorPage } from './calculator-page';

const INVALID =
  'Por favor, introduce valores numéricos válidos y positivos en todos los campos. El volumen de páginas puede ser cero si no aplica.';

const LABELS = {
  pagesBN: 'Páginas B/N al mes',
  pagesColor: 'Páginas a color al mes',
  costBN: 'Costo actual por página B/N (MXN)',
  costColor: 'Costo actual por página a color (MXN)',
  printers: 'Número de impresoras',
} as const;

type Values = Partial<Record<keyof typeof LABELS, string>>;

const VALID: Required<Values> = {
  pagesBN: '1000',
  pagesColor: '200',
  costBN: '0.75',
  costColor: '3.10',
  printers: '2',
};

async function fill(user: ReturnType<typeof userEvent.setup>, values: Values) {
  for (const [field, label] of Object.entries(LABELS) as [keyof typeof LABELS, string][]) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    const value = values[field];
    if (value !== undefined && value !== '') await user.type(input, value);
  }
}

const results = () => screen.getByRole('region', { name: 'Tu ahorro estimado' });

// Many user events per test: allow for a busy, shared CPU.
describe('CalculatorPage', { timeout: 20_000 }, () => {
  let documents: DocumentStore;
  beforeEach(async () => {
    ({ documents } = await installBrowserStoresForTesting());
    await createTestGuestDocument();
  });
  afterEach(() => setStoresForTesting(null));

  it('renders the five number inputs with their names, labels and limits', () => {
    renderTool(<CalculatorPage />);
    const expected = {
      pagesBN: ['0', '1'],
      pagesColor: ['0', '1'],
      costBN: ['0.01', '0.01'],
      costColor: ['0.01', '0.01'],
      printers: ['1', '1'],
    } as const;
    for (const [name, label] of Object.entries(LABELS) as [keyof typeof LABELS, string][]) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('type', 'number');
      expect(input).toHaveAttribute('name', name);
      expect(input).toHaveAttribute('min', expected[name][0]);
      expect(input).toHaveAttribute('step', expected[name][1]);
    }
    expect(screen.getByRole('button', { name: 'Calcular ahorro' }).closest('form')).toHaveAttribute(
      'novalidate',
    );
  });

  it.each<[string, Values]>([
    ['all fields empty', {}],
    ['one field empty', { ...VALID, costColor: '' }],
    ['negative B/N pages', { ...VALID, pagesBN: '-1' }],
    ['negative colour pages', { ...VALID, pagesColor: '-5' }],
    ['B/N cost zero', { ...VALID, costBN: '0' }],
    ['colour cost below 0.01', { ...VALID, costColor: '0.001' }],
    ['zero printers', { ...VALID, printers: '0' }],
    ['fractional printers', { ...VALID, printers: '1.5' }],
  ])('shows the exact validation toast for %s and keeps the typed values', async (_, values) => {
    const user = userEvent.setup();
    renderTool(<CalculatorPage />);
    await fill(user, values);
    await user.click(screen.getByRole('button', { name: 'Calcular ahorro' }));
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(within(results()).queryByText(/\$/)).not.toBeInTheDocument();
    for (const [field, label] of Object.entries(LABELS) as [keyof typeof LABELS, string][]) {
      const typed = values[field];
      const input = screen.getByLabelText(label);
      if (typed) expect(input).toHaveValue(Number(typed));
      else expect(input).toHaveValue(null);
    }
    // Nothing was awarded for an invalid calculation.
    expect((await getUser(TEST_GUEST.uid))?.score).toBe(0);
  });

  it('accepts zero page volumes', async () => {
    const user = userEvent.setup();
    renderTool(<CalculatorPage />);
    await fill(user, { ...VALID, pagesBN: '0', pagesColor: '0', printers: '3' });
    await user.click(screen.getByRole('button', { name: 'Calcular ahorro' }));
    // 0 + 0 + 50 × 3 = 150 a month, 1,800 a year.
    expect(await within(results()).findByText('$150.00')).toBeInTheDocument();
    expect(within(results()).getByText('$1,800.00')).toBeInTheDocument();
  });

  it('shows the monthly and annual savings in es-MX currency in a live region', async () => {
    const user = userEvent.setup();
    renderTool(<CalculatorPage />);
    // 2,500 × (0.85 − 0.30) + 150 × (2.90 − 2.30) + 50 × 2 = 1,375 + 90 + 100 = 1,565.00
    await fill(user, {
      pagesBN: '2500',
      pagesColor: '150',
      costBN: '0.85',
      costColor: '2.90',
      printers: '2',
    });
    await user.click(screen.getByRole('button', { name: 'Calcular ahorro' }));
    expect(results()).toHaveAttribute('aria-live', 'polite');
    expect(await screen.findByTestId('monthly-saving')).toHaveTextContent(/^\$1,565\.00$/);
    expect(screen.getByTestId('annual-saving')).toHaveTextContent(/^\$18,780\.00$/);
  });

  it('formats cents ("$1,234.50"-style)', async () => {
    const user = userEvent.setup();
    renderTool(<CalculatorPage />);
    // 2,369 × (0.80 − 0.30) + 0 + 50 × 1 = 1,184.50 + 50 = 1,234.50
    await fill(user, {
      pagesBN: '2369',
      pagesColor: '0',
      costBN: '0.80',
      costColor: '1',
      printers: '1',
    });
    await user.click(screen.getByRole('button', { name: 'Calcular ahorro' }));
    expect(await screen.findByTestId('monthly-saving')).toHaveTextContent(/^\$1,234\.50$/);
    expect(screen.getByTestId('annual-saving')).toHaveTextContent(/^\$14,814\.00$/);
  });

  it('floors a negative result at $0.00', async () => {
    const user = userEvent.setup();
    renderTool(<CalculatorPage />);
    // 10,000 × (0.10 − 0.30) + 0 + 50 = −1,950 -> 0
    await fill(user, {
      pagesBN: '10000',
      pagesColor: '0',
      costBN: '0.10',
      costColor: '1',
      printers: '1',
    });
    await user.click(screen.getByRole('button', { name: 'Calcular ahorro' }));
    expect(await screen.findByTestId('monthly-saving')).toHaveTextContent(/^\$0\.00$/);
    expect(screen.getByTestId('annual-saving')).toHaveTextContent(/^\$0\.00$/);
  });

  it('awards calculatorUsed once across two calculations (score 20, not 40)', async () => {
    const user = userEvent.setup();
    renderTool(<CalculatorPage />);
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Calcular ahorro' }));
    expect(await screen.findByText(CALCULATOR_POINTS_MESSAGE)).toBeInTheDocument();
    await waitFor(async () => expect((await getUser(TEST_GUEST.uid))?.score).toBe(20));

    await fill(user, { ...VALID, printers: '4' });
    await user.click(screen.getByRole('button', { name: 'Calcular ahorro' }));
    expect(await screen.findByTestId('monthly-saving')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Guardando tu progreso...')).not.toBeInTheDocument(),
    );
    const stored = await getUser(TEST_GUEST.uid);
    expect(stored?.score).toBe(20);
    expect(stored?.achievements.calculatorUsed).toBe(true);
  });

  it('pays nothing again when the achievement was already earned in another visit', async () => {
    const user = userEvent.setup();
    const first = renderTool(<CalculatorPage />);
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Calcular ahorro' }));
    await waitFor(async () => expect((await getUser(TEST_GUEST.uid))?.score).toBe(20));
    first.unmount();

    renderTool(<CalculatorPage />);
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Calcular ahorro' }));
    expect(await screen.findByTestId('monthly-saving')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Guardando tu progreso...')).not.toBeInTheDocument(),
    );
    expect((await getUser(TEST_GUEST.uid))?.score).toBe(20);
  });

  it('creates a missing user document and still awards the first use', async () => {
    // A fresh, empty database: users/{uid} does not exist.
    await installBrowserStoresForTesting();
    expect(await getUser(TEST_GUEST.uid)).toBeNull();
    const user = userEvent.setup();
    renderTool(<CalculatorPage />);
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Calcular ahorro' }));
    await waitFor(async () => expect((await getUser(TEST_GUEST.uid))?.score).toBe(20));
    expect((await getUser(TEST_GUEST.uid))?.email).toBe(TEST_GUEST.email);
  });

  it('shows the progress failure toast when the award cannot be saved, and keeps the result', async () => {
    setStoresForTesting({
      documents: {
        ...documents,
        update: () => Promise.reject(new Error('sin conexión')),
      },
    });
    const user = userEvent.setup();
    renderTool(<CalculatorPage />);
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Calcular ahorro' }));
    expect(
      await screen.findByText('Error al guardar tu progreso. Intenta de nuevo.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('monthly-saving')).toBeInTheDocument();
    expect(screen.getByLabelText(LABELS.pagesBN)).toHaveValue(1000);
  });
});
