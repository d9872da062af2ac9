import { prefilled } from './prefill';

describe('prefilled', () => {
  const empty = { fullName: '', email: '' };

  it('takes what was typed into the form’s own fields, and nothing else', () => {
    expect(
      prefilled(empty, () => ({ fullName: 'Ana Pérez', email: 'ana@colegio.test', otro: 'x' })),
    ).toEqual({ fullName: 'Ana Pérez', email: 'ana@colegio.test' });
  });

  it('keeps the empty values without a prefill or for fields not read', () => {
    expect(prefilled(empty)).toEqual(empty);
    expect(prefilled(empty, () => ({ email: 'ana@colegio.test' }))).toEqual({
      fullName: '',
      email: 'ana@colegio.test',
    });
  });
});
