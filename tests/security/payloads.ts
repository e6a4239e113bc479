/** Hostile inputs shared by the fuzzing and the injection tests. */

export const SQL_PAYLOADS = [
  "' OR 1=1 --",
  "'; DROP TABLE user_accounts; --",
  '" OR ""="',
  '%',
  '_',
  '\\',
  "\\'",
  '%_%',
  "1' UNION SELECT password_hash FROM users --",
  '$1',
  ':name',
];

export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[click me](javascript:alert(1))',
  '<a href="javascript:alert(1)">click</a>',
  '"><svg onload=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
];

export const TRAVERSAL_NAMES = [
  '../../etc/passwd.pdf',
  '..\\..\\windows\\win.ini.pdf',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd.pdf',
  '..%2F..%2Fetc%2Fpasswd.pdf',
  '....//....//etc/passwd.pdf',
  '/etc/passwd.pdf',
  '.hidden.pdf',
  'a/../../b.pdf',
  'evil\u0000.pdf',
];

/** Odd text: control characters, NUL, lone surrogates, right-to-left marks, emoji, long runs. */
export const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'before\u0000after',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil\u202c',
  '🧓🏽👵🏻 Zoë Łukasz 李',
  '\r\n\t',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '-1',
  '1e309',
  '0x10',
  '9'.repeat(400),
  'x'.repeat(5001),
];

export const HUGE_STRING = 'A'.repeat(200_000);
