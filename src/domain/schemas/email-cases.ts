/**
 * Test data, imported by tests only: the addresses the site's one e-mail rule accepts and refuses
 * (isValidEmail in ./plain.ts). The same list runs against the forms' rule, the functions and
 * firestore.rules (isEmailAddress), so the three cannot drift apart. Every address is written as
 * it is stored, already trimmed (the forms trim what is typed; the rules see the stored text).
 */
export const EMAIL_CASES = {
  accepted: [
    'ana@empresa.com',
    'ana.lopez+ventas@empresa.com.mx',
    'A_B@sub.dominio.org',
    "o'brien@empresa.mx",
    'ventas-norte@mi-empresa.mx',
    '9@1.mx',
    'ana@xn--caf-dma.mx',
    'ana@empresa.xn--p1ai',
    `${'a'.repeat(64)}@empresa.mx`,
    // 254 characters in all
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.mx`,
  ],
  refused: [
    // A mailto: link made of these would add recipients, a subject or a body.
    'a@b.c?cc=x%40evil.mx&body=hola',
    'ana@empresa.mx?cc=jefe@malo.mx',
    'x?cc=jefe%40malo.mx@empresa.mx',
    'ana&cc=jefe@empresa.mx',
    'ana%40malo.mx@empresa.mx',
    'ana=1@empresa.mx',
    'ana#x@empresa.mx',
    'ana,jefe@empresa.mx',
    'ana;jefe@empresa.mx',
    'ana@empresa.mx,jefe@malo.mx',
    'ana@empresa.mx;jefe@malo.mx',
    '<ana>@empresa.mx',
    'ana@empresa.mx>',
    '"ana"@empresa.mx',
    'ana lopez@empresa.com',
    'ana@exa mple.com',
    'ana@empresa.mx\nBcc: jefe@malo.mx',
    'ana\r\n@empresa.mx',
    'ana@empresa.mx/',
    'josé@empresa.mx',
    // Not an address at all
    '',
    'ana',
    'ana@',
    '@empresa.com',
    'ana@empresa',
    'ana@empresa.c',
    'ana@@empresa.com',
    'ana@b@empresa.com',
    'ana..lopez@empresa.com',
    '.ana@empresa.com',
    'ana.@empresa.com',
    'ana@-empresa.com',
    'ana@empresa-.com',
    'ana@empresa..com',
    'ana@empresa.com.',
    'ana@empresa.123',
    `${'a'.repeat(65)}@empresa.mx`,
    // 255 characters in all
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.mx`,
  ],
} as const;
