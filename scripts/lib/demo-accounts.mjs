// The local demo accounts (DECISIONS.md). Mirrors DEMO_ACCOUNTS in src/domain/entities.ts, which
// plain Node cannot import; demo-accounts.test.ts keeps the two equal.
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
