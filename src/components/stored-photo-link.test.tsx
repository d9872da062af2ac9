import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserFileStore } from '@/data/browser/file-store';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { StoredPhotoLink } from './stored-photo-link';

const PATH = 'ticket_photos/carla/eq1/AbCdEfGhIjKlMnOpQr12';

let files: BrowserFileStore;

beforeEach(async () => {
  ({ files } = await installBrowserStoresForTesting());
});

afterEach(() => {
  setStoresForTesting(null);
});

describe('StoredPhotoLink', () => {
  it('links the stored photo once its URL is known', async () => {
    await files.upload(PATH, new Blob(['jpg']), 'image/jpeg');
    render(<StoredPhotoLink path={PATH} text="Ver foto" />);
    expect(await screen.findByRole('link', { name: 'Ver foto' })).toHaveAttribute(
      'href',
      'data:image/jpeg;base64,anBn',
    );
  });

  it('says "Foto no disponible" when no file is stored there, in a table cell too', async () => {
    render(
      <>
        <StoredPhotoLink path={PATH} text="Ver foto" />
        <table>
          <tbody>
            <tr>
              <td>
                <StoredPhotoLink
                  path={PATH}
                  text="Ver foto"
                  className={null}
                  pending={<span>Cargando</span>}
                />
              </td>
            </tr>
          </tbody>
        </table>
      </>,
    );
    expect(await screen.findAllByText('Foto no disponible')).toHaveLength(2);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Cargando')).toBeNull();
  });
});
