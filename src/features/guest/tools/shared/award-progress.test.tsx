import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { setStoresForTesting } from '@/data/store';
import type { DocumentStore } from '@/data/ports';
import { GuestHeader } from '../../components/guest-header';
import { DashboardPage } from '../../pages/dashboard-page';
import { createTestGuestDocument, renderTool, TEST_GUEST } from '../test-utils/render-tool';
import { useToolAwards } from './award-progress';

/** A tool that pays the calculator's achievement, as the calculator does on its first result. */
function PayingTool() {
  const awards = useToolAwards();
  return (
    <button type="button" onClick={() => void awards.achievement(TEST_GUEST.uid, 'calculatorUsed')}>
      Calcular
    </button>
  );
}

it('points a tool awards show in the header and the dashboard at once, with no second read', async () => {
  const { documents } = await installBrowserStoresForTesting();
  await createTestGuestDocument();
  const reads: string[] = [];
  const counting: DocumentStore = {
    ...documents,
    get: (collection, id) => {
      reads.push(`${collection}/${id}`);
      return documents.get(collection, id);
    },
  };
  setStoresForTesting({ documents: counting });
  const user = userEvent.setup();
  renderTool(
    <>
      <GuestHeader />
      <DashboardPage />
      <PayingTool />
    </>,
  );
  expect(await screen.findByTestId('header-score')).toHaveTextContent('0 pts');
  expect(screen.getByTestId('score')).toHaveTextContent('0');
  // The header, the dashboard and the tool share one read of users/{uid}.
  expect(reads.filter((path) => path === `users/${TEST_GUEST.uid}`)).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: 'Calcular' }));
  await waitFor(() => expect(screen.getByTestId('header-score')).toHaveTextContent('20 pts'));
  expect(screen.getByTestId('score')).toHaveTextContent('20');
  expect(within(screen.getByTestId('profile-completeness')).getByText(/25%/)).toBeInTheDocument();
  expect(reads.filter((path) => path === `users/${TEST_GUEST.uid}`)).toHaveLength(1);
});
