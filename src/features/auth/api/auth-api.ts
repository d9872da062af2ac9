/**
 * The account operations behind /auth, as one small object the page talks to (tests may pass a
 * fake one). Each call chooses the session persistence first ("Recordarme": docs/product.md,
 * Accounts), then talks to Firebase Auth and writes users/{uid} through the data seam.
 *
 * Errors are thrown as they come (FirebaseError with its `code`), plus the two below; the page
 * turns them into the texts of src/domain/auth-errors.ts (../messages.ts).
 *
 * This is where a session starts, so this is where users/{uid} is ensured (created with the
 * defaults when missing, src/data/users.ts); the rest of the app only reads and updates it. A new
 * password account is sent Firebase Auth's verification e-mail here (docs/product.md, Accounts).
 */
import {
  browserLocalPersistence,
  browserSessionPersistence,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  sendEmailVerification,
  sendPasswordResetEmail,
  setPersistence,
  signInWithEmailAndPassword,
  signInWithPopup,
  type Auth,
  type AuthProvider as FirebaseAuthProvider,
} from 'firebase/auth';
import { ensureUserDocument, recordSignIn } from '@/data/users';
import { verificationLinkSettings } from '@/lib/email-verification';

/** Firebase Auth could not be loaded or initialised. */
export class AuthUnavailableError extends Error {
  readonly code = 'auth-unavailable';
  constructor(cause: unknown) {
    super('Firebase Auth no está disponible.', { cause });
    this.name = 'AuthUnavailableError';
  }
}

/** A social provider this site does not offer. */
export class UnsupportedProviderError extends Error {
  readonly code = 'unsupported-provider';
  constructor(provider: string) {
    super(`Proveedor no soportado: ${provider}`);
    this.name = 'UnsupportedProviderError';
  }
}

export interface SignInInput {
  email: string;
  password: string;
  /** true: stay signed in across browser restarts (local persistence); false: this tab session only. */
  remember: boolean;
}

export interface RegisterInput extends SignInInput {
  /** Shown name; when blank, the part of the e-mail before "@". */
  name: string;
}

export interface SignInOutcome {
  uid: string;
  /** false when the users/{uid} write (lastLogin/authProvider, or the new document) failed. */
  profileSaved: boolean;
}

export type SocialProvider = 'google';

export interface AuthApi {
  signIn(input: SignInInput): Promise<SignInOutcome>;
  /**
   * Creates the account and users/{uid} with every default, and sends the verification e-mail
   * (its link lands on the guest dashboard; when Auth cannot send it, registration still
   * succeeds and the dashboard's banner sends it again). The account exists even when
   * profileSaved is false.
   */
  register(input: RegisterInput): Promise<SignInOutcome>;
  /** Popup sign-in; the first one creates users/{uid}. */
  signInWithProvider(
    provider: SocialProvider,
    options: { remember: boolean },
  ): Promise<SignInOutcome>;
  sendPasswordReset(email: string): Promise<void>;
}

/** The name a new account gets: the typed one, or the e-mail's local part. */
export function displayNameFor(name: string, email: string): string {
  const typed = name.trim();
  if (typed) return typed;
  const at = email.indexOf('@');
  return (at > 0 ? email.slice(0, at) : email).trim();
}

const SOCIAL_PROVIDERS: Record<SocialProvider, () => FirebaseAuthProvider> = {
  google: () => {
    const provider = new GoogleAuthProvider();
    provider.setCustomParameters({ prompt: 'select_account' });
    return provider;
  },
};

async function attempt(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch {
    return false;
  }
}

/** `loadAuth` is the session store's `auth()` (the app's one Auth instance). */
export function createAuthApi(loadAuth: () => Promise<Auth>): AuthApi {
  async function authWith(remember: boolean): Promise<Auth> {
    let auth: Auth;
    try {
      auth = await loadAuth();
    } catch (error) {
      throw new AuthUnavailableError(error);
    }
    await setPersistence(auth, remember ? browserLocalPersistence : browserSessionPersistence);
    return auth;
  }

  return {
    async signIn({ email, password, remember }) {
      const auth = await authWith(remember);
      const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
      const address = user.email ?? email.trim();
      const profileSaved = await attempt(async () => {
        // The session starts with its user document: created here when the account has none
        // (the rules refuse a partial one), then the sign-in is recorded.
        await ensureUserDocument(user.uid, {
          name: displayNameFor(user.displayName ?? '', address),
          email: address,
          photoURL: null,
          authProvider: 'password',
        });
        await recordSignIn(user.uid, 'password');
      });
      return { uid: user.uid, profileSaved };
    },

    async register({ name, email, password, remember }) {
      const auth = await authWith(remember);
      const trimmedEmail = email.trim();
      const { user } = await createUserWithEmailAndPassword(auth, trimmedEmail, password);
      const profileSaved = await attempt(() =>
        ensureUserDocument(user.uid, {
          name: displayNameFor(name, user.email ?? trimmedEmail),
          email: user.email ?? trimmedEmail,
          photoURL: null,
          authProvider: 'password',
        }),
      );
      await attempt(() => sendEmailVerification(user, verificationLinkSettings()));
      return { uid: user.uid, profileSaved };
    },

    async signInWithProvider(provider, { remember }) {
      const makeProvider = Object.hasOwn(SOCIAL_PROVIDERS, provider)
        ? SOCIAL_PROVIDERS[provider]
        : undefined;
      if (!makeProvider) throw new UnsupportedProviderError(String(provider));
      const auth = await authWith(remember);
      const { user } = await signInWithPopup(auth, makeProvider());
      const email = user.email ?? '';
      const profileSaved = await attempt(async () => {
        // Creates the document on the first sign-in; an existing one keeps its data.
        await ensureUserDocument(user.uid, {
          name: displayNameFor(user.displayName ?? '', email),
          email,
          photoURL: user.photoURL,
          authProvider: provider,
        });
        await recordSignIn(user.uid, provider);
      });
      return { uid: user.uid, profileSaved };
    },

    async sendPasswordReset(email) {
      let auth: Auth;
      try {
        auth = await loadAuth();
      } catch (error) {
        throw new AuthUnavailableError(error);
      }
      await sendPasswordResetEmail(auth, email.trim());
    },
  };
}
