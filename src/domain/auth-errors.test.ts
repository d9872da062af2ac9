import {
  AUTH_UNAVAILABLE_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  PASSWORD_RESET_UNAVAILABLE_MESSAGE,
  RECAPTCHA_EXPIRED_MESSAGE,
  RECAPTCHA_REQUIRED_MESSAGE,
  REGISTER_DEFAULT_MESSAGE,
  REGISTER_EXTRA_DATA_MESSAGE,
  UNSUPPORTED_PROVIDER_MESSAGE,
  googleSignInErrorMessage,
  passwordResetErrorMessage,
  readAuthError,
  registerErrorMessage,
  signInErrorMessage,
} from './auth-errors';

describe('signInErrorMessage (docs/product.md, Auth error texts: sign-in)', () => {
  it.each([
    ['auth/invalid-email', 'El formato del correo electrónico es inválido.'],
    ['auth/user-disabled', 'Tu cuenta ha sido deshabilitada.'],
    ['auth/user-not-found', 'Correo electrónico o contraseña incorrectos.'],
    ['auth/wrong-password', 'Correo electrónico o contraseña incorrectos.'],
    ['auth/invalid-credential', 'Correo electrónico o contraseña incorrectos.'],
    ['auth/invalid-login-credentials', 'Correo electrónico o contraseña incorrectos.'],
    ['auth/too-many-requests', 'Demasiados intentos fallidos. Intenta de nuevo más tarde.'],
    [
      'auth/network-request-failed',
      'Problema de conexión a la red. Por favor, verifica tu internet.',
    ],
    ['auth/internal-error', 'Error interno del servidor de autenticación. Intenta de nuevo.'],
    ['invalid-email', 'El formato del correo electrónico es inválido.'],
    [
      'auth/email-already-in-use',
      'Error de inicio de sesión. Por favor, intenta de nuevo o contacta soporte.',
    ],
    [
      'auth/something-new',
      'Error de inicio de sesión. Por favor, intenta de nuevo o contacta soporte.',
    ],
    ['toString', 'Error de inicio de sesión. Por favor, intenta de nuevo o contacta soporte.'],
    ['', 'Error de inicio de sesión. Por favor, intenta de nuevo o contacta soporte.'],
    [undefined, 'Error de inicio de sesión. Por favor, intenta de nuevo o contacta soporte.'],
  ])('%s -> %s', (code, text) => {
    expect(signInErrorMessage(code)).toBe(text);
  });
});

describe('registerErrorMessage (docs/product.md, Auth error texts: registration)', () => {
  it.each([
    ['auth/invalid-email', 'El formato del correo electrónico es inválido.'],
    ['auth/user-disabled', 'Tu cuenta ha sido deshabilitada.'],
    ['auth/email-already-in-use', 'Este correo electrónico ya está registrado.'],
    ['auth/weak-password', 'La contraseña debe tener al menos 6 caracteres.'],
    [
      'auth/network-request-failed',
      'Problema de conexión a la red. Por favor, verifica tu internet.',
    ],
    ['auth/internal-error', 'Error interno del servidor de autenticación. Intenta de nuevo.'],
    ['auth/wrong-password', 'Error de registro. Por favor, intenta de nuevo o contacta soporte.'],
    [null, 'Error de registro. Por favor, intenta de nuevo o contacta soporte.'],
  ])('%s -> %s', (code, text) => {
    expect(registerErrorMessage(code)).toBe(text);
  });

  it('exports the registration texts', () => {
    expect(REGISTER_DEFAULT_MESSAGE).toBe('Ocurrió un error inesperado durante el registro.');
    expect(REGISTER_EXTRA_DATA_MESSAGE).toBe(
      'Hubo un problema al guardar datos adicionales. Contacta soporte.',
    );
    expect(RECAPTCHA_REQUIRED_MESSAGE).toBe('Por favor, completa el reCAPTCHA.');
    expect(RECAPTCHA_EXPIRED_MESSAGE).toBe(
      'El reCAPTCHA ha expirado. Por favor, complétalo de nuevo.',
    );
  });
});

describe('googleSignInErrorMessage (docs/product.md, Auth error texts: Google)', () => {
  it.each([
    [
      'auth/popup-closed-by-user',
      'Cerraste la ventana de Google antes de terminar. Intenta de nuevo.',
    ],
    [
      'auth/cancelled-popup-request',
      'Se canceló la solicitud de inicio de sesión. Intenta de nuevo.',
    ],
    [
      'auth/account-exists-with-different-credential',
      'Ya existe una cuenta con este correo usando otro método de acceso.',
    ],
    [
      'auth/unauthorized-domain',
      'Este dominio no está autorizado para iniciar sesión. Contacta al administrador.',
    ],
    [
      'auth/operation-not-allowed',
      'El acceso con Google no está habilitado. Contacta al administrador.',
    ],
    [
      'auth/network-request-failed',
      'Problema de conexión a la red. Por favor, verifica tu internet.',
    ],
  ])('%s -> %s', (code, text) => {
    expect(googleSignInErrorMessage(code, 'Firebase: Error (x).')).toBe(text);
  });

  it.each([
    [
      'auth/popup-blocked',
      'Firebase: Error (auth/popup-blocked).',
      'Error: Firebase: Error (auth/popup-blocked).',
    ],
    ['auth/internal-error', 'algo falló', 'Error: algo falló'],
    ['auth/internal-error', '', 'Error: auth/internal-error'],
    ['', '', 'Error: desconocido'],
  ])('other code %s shows "Error: {message}"', (code, message, text) => {
    expect(googleSignInErrorMessage(code, message)).toBe(text);
  });

  it('exports the unsupported-provider and unavailable texts', () => {
    expect(UNSUPPORTED_PROVIDER_MESSAGE).toBe('Proveedor de autenticación social no soportado.');
    expect(AUTH_UNAVAILABLE_MESSAGE).toBe(
      'Servicio de autenticación no disponible o aún cargando. Intenta de nuevo.',
    );
  });
});

describe('passwordResetErrorMessage (docs/product.md, Auth error texts: password reset)', () => {
  it.each([
    ['auth/invalid-email', 'x', 'El formato del correo electrónico es inválido.'],
    [
      'auth/user-not-found',
      'x',
      '¡Correo de restablecimiento enviado! Revisa tu bandeja de entrada.',
    ],
    ['user-not-found', 'x', '¡Correo de restablecimiento enviado! Revisa tu bandeja de entrada.'],
    ['auth/too-many-requests', 'x', 'Demasiadas solicitudes. Intenta de nuevo más tarde.'],
    [
      'auth/network-request-failed',
      'Firebase: Error (auth/network-request-failed).',
      'Error: Firebase: Error (auth/network-request-failed).',
    ],
    ['auth/missing-email', 'Falta el correo', 'Error: Falta el correo'],
  ])('%s -> %s', (code, message, text) => {
    expect(passwordResetErrorMessage(code, message)).toBe(text);
  });

  it('exports the success and unavailable texts; success reads as green ("enviado")', () => {
    expect(PASSWORD_RESET_SENT_MESSAGE).toBe(
      '¡Correo de restablecimiento enviado! Revisa tu bandeja de entrada.',
    );
    expect(PASSWORD_RESET_SENT_MESSAGE).toContain('enviado');
    expect(PASSWORD_RESET_UNAVAILABLE_MESSAGE).toBe(
      'Error: Servicio de autenticación no disponible.',
    );
  });

  it('no account for the address reads exactly like a sent e-mail (no account enumeration)', () => {
    expect(passwordResetErrorMessage('auth/user-not-found', 'EMAIL_NOT_FOUND')).toBe(
      PASSWORD_RESET_SENT_MESSAGE,
    );
    expect(passwordResetErrorMessage('auth/invalid-email', '')).not.toBe(
      PASSWORD_RESET_SENT_MESSAGE,
    );
  });
});

describe('readAuthError', () => {
  it.each([
    [
      Object.assign(new Error('Firebase: Error (auth/user-disabled).'), {
        code: 'auth/user-disabled',
      }),
      'auth/user-disabled',
      'Firebase: Error (auth/user-disabled).',
    ],
    [new Error('sin código'), '', 'sin código'],
    ['texto', '', 'texto'],
    [null, '', ''],
    [{ code: 42, message: {} }, '', ''],
  ])('%o', (error, code, message) => {
    expect(readAuthError(error)).toEqual({ code, message });
  });
});
