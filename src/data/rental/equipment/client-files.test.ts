import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  displayablePhoto,
  meterPhotoPath,
  ticketPhotoPath,
  uploadMeterPhoto,
  uploadTicketPhoto,
} from './client-files';
import type { BrowserFileStore } from '../../browser/file-store';
import { setStoresForTesting } from '../../store';
import { installBrowserStoresForTesting } from '../../test-utils/browser-stores';

let files: BrowserFileStore;

beforeEach(async () => {
  ({ files } = await installBrowserStoresForTesting());
});

afterEach(() => {
  setStoresForTesting(null);
});

describe('the portal’s photos: one fixed name per reading or ticket', () => {
  it('names a reading’s photo by device and month, and a fault’s by its ticket', () => {
    expect(meterPhotoPath('u1', 'eq1', '2026-05')).toBe('meter_photos/u1/eq1/2026-05');
    expect(ticketPhotoPath('u1', 'eq1', 'T1')).toBe('ticket_photos/u1/eq1/T1');
    expect(() => ticketPhotoPath('u1', 'eq1', 'a/b')).toThrow(TypeError);
    expect(() => ticketPhotoPath('u1', '..', 'T1')).toThrow(TypeError);
    expect(() => meterPhotoPath('u1', 'eq1', '2026-13')).toThrow(TypeError);
  });

  it('uploads to that name, resolves to the path (never a URL), and opens it through the file store', async () => {
    const photo = new File(['jpg'], 'falla.jpg', { type: 'image/jpeg' });
    const path = await uploadTicketPhoto('u1', 'eq1', 'T1', photo);
    expect(path).toBe('ticket_photos/u1/eq1/T1');
    expect((await files.read(path))?.contentType).toBe('image/jpeg');
    expect(await displayablePhoto(path)).toBe('data:image/jpeg;base64,anBn');
    const meter = await uploadMeterPhoto('u1', 'eq1', '2026-05', photo);
    expect(meter).toBe('meter_photos/u1/eq1/2026-05');
  });
});
