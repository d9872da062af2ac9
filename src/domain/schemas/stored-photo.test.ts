import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MeterReadingSchema } from './meter-reading';
import { ownPhotoPath, pathOfStoredUrl } from './stored-photo';
import { TicketSchema } from './ticket';

const ticket = (photo: Record<string, unknown>) => ({
  equipmentId: 'eq1',
  clientId: 'carla',
  authorUid: 'carla',
  clientEmail: 'carla@example.com',
  equipment: { model: 'Kyocera', serial: 'S1' },
  kind: 'falla',
  category: 'Otro',
  description: 'No imprime',
  status: 'Abierto',
  open: true,
  createdAt: '2026-05-17T15:00:00.000Z',
  statusChangedAt: null,
  statusChangedBy: null,
  lastReplyAt: null,
  ...photo,
});

const reading = (photo: Record<string, unknown>) => ({
  month: '2026-05',
  bw: 1500,
  color: 300,
  previous: { bw: 1000, color: 200 },
  by: 'carla',
  at: '2026-05-26T15:00:00.000Z',
  ...photo,
});

describe('stored photos: only the project’s own files are read back', () => {
  it('keeps a ticket’s photo path in its client’s folder for its device', () => {
    const photoPath = 'ticket_photos/carla/eq1/T1';
    expect(v.parse(TicketSchema, ticket({ photoPath })).photoPath).toBe(photoPath);
  });

  it('drops a foreign URL or a path outside the ticket’s folder', () => {
    for (const photo of [
      { photoUrl: 'https://evil.example/f.jpg' },
      { photoUrl: 'javascript:alert(1)' },
      { photoPath: 'https://evil.example/f.jpg' },
      { photoPath: 'ticket_photos/otto/eq1/T1' },
      { photoPath: 'ticket_photos/carla/eq2/T1' },
      { photoPath: 'ticket_photos/carla/eq1/../x' },
      { photoPath: 'meter_photos/carla/eq1/2026-05' },
    ]) {
      const parsed = v.parse(TicketSchema, ticket(photo));
      expect(parsed.photoPath).toBeUndefined();
      expect(parsed).not.toHaveProperty('photoUrl');
    }
  });

  it('reads an older ticket’s own download URL (Cloud Storage or this browser) as its path', () => {
    const path = 'ticket_photos/carla/eq1/1716000000000';
    const cloud = `https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=abc`;
    expect(v.parse(TicketSchema, ticket({ photoUrl: cloud })).photoPath).toBe(path);
    expect(v.parse(TicketSchema, ticket({ photoUrl: `local-file:${path}` })).photoPath).toBe(path);
  });

  it('keeps a reading’s photo only at meter_photos/…/{its month}', () => {
    const own = 'meter_photos/carla/eq1/2026-05';
    expect(v.parse(MeterReadingSchema, reading({ photoPath: own })).photoPath).toBe(own);
    for (const photo of [
      { photoUrl: 'https://evil.example/contador.jpg' },
      { photoPath: 'meter_photos/carla/eq1/2026-04' },
      { photoPath: 'ticket_photos/carla/eq1/2026-05' },
    ]) {
      const parsed = v.parse(MeterReadingSchema, reading(photo));
      expect(parsed.photoPath).toBeUndefined();
      expect(parsed).not.toHaveProperty('photoUrl');
    }
  });

  it('names the path of a stored URL only for the file stores’ own URLs', () => {
    expect(pathOfStoredUrl('local-file:a/b')).toBe('a/b');
    expect(pathOfStoredUrl('https://x.example/v0/b/bucket/o/a%2Fb?alt=media')).toBe('a/b');
    expect(pathOfStoredUrl('https://x.example/a/b.jpg')).toBeNull();
    expect(ownPhotoPath({ photoPath: 42 }, 'ticket_photos')).toBeUndefined();
  });
});
