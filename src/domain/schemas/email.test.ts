import firestoreRules from '../../../firestore.rules?raw';
import { EMAIL_CASES } from './email-cases';
import { EMAIL_ADDRESS_PATTERN, isValidEmail, MAX_EMAIL_LOCAL_PART } from './plain';

describe('isValidEmail: the one e-mail rule', () => {
  it.each(EMAIL_CASES.accepted)('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(EMAIL_CASES.refused)('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('ignores the spaces around what was typed', () => {
    expect(isValidEmail('  ventas@mi-empresa.mx  ')).toBe(true);
  });
});

describe('firestore.rules isEmailAddress', () => {
  const body = /function isEmailAddress\(value\) \{([\s\S]*?)\n {4}\}/.exec(firestoreRules)?.[1];

  it('uses the same pattern as the forms, whole-string, with the same limits', () => {
    expect(body).toBeDefined();
    expect(body).toContain(`value.matches("${EMAIL_ADDRESS_PATTERN}")`);
    expect(body).toContain('value.size() <= 254');
    expect(body).toContain(`value.split('@')[0].size() <= ${MAX_EMAIL_LOCAL_PART}`);
  });

  it('checks every e-mail a client writes', () => {
    // users (create and change), customers and needsAssessments: no bare isText on an e-mail.
    expect(firestoreRules).not.toMatch(/isText\((data|after)\.email\b/);
    // users create and change, customers, needsAssessments
    expect(
      firestoreRules.match(/isEmailAddress\((data|after)\.email\)/g)?.length,
    ).toBeGreaterThanOrEqual(4);
  });
});
