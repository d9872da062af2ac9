import firestoreRules from '../../firestore.rules?raw';
import { isPrivacyNoticeVersion, PRIVACY_NOTICE_VERSION, PRIVACY_NOTICE_VERSIONS } from './privacy';

describe('privacy notice versions', () => {
  it('accepts only the versions the site has shown', () => {
    expect(isPrivacyNoticeVersion(PRIVACY_NOTICE_VERSION)).toBe(true);
    for (const value of ['2020-01-01', '', undefined, null, 20261125, ['2026-11-25']]) {
      expect(isPrivacyNoticeVersion(value)).toBe(false);
    }
  });

  it('firestore.rules accept the same list on a new account', () => {
    const body = /function privacyNoticeVersions\(\) \{\s*return \[([^\]]*)\];/.exec(
      firestoreRules,
    )?.[1];
    expect(body?.split(',').map((v) => v.trim().replace(/^'|'$/g, ''))).toEqual([
      ...PRIVACY_NOTICE_VERSIONS,
    ]);
  });
});
