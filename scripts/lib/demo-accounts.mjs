// The local demo accounts (docs/product.md, Demo accounts). Mirrors DEMO_ACCOUNTS in
// src/domain/entities.ts, which plain Node cannot import; demo-accounts.test.ts keeps them equal.
export const DEMO_ACCOUNTS = {
  admin: {
    uid: 'demo-admin',
    email: 'admin@demo.test',
    password: 'Demo-Admin-2026',
    name: 'Administración Demo',
  },
  guest: {
    uid: 'demo-guest',
    email: 'invitado@demo.test',
    password: 'Demo-Invitado-2026',
    name: 'Invitado Demo',
  },
};
