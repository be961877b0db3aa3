/** Passwords people commonly choose, refused whatever their length (lower-case, compared without spaces). */
const COMMON = [
  'password',
  'passw0rd',
  'password1',
  'password123',
  'qwerty',
  'qwertyuiop',
  'letmein',
  'welcome',
  'admin',
  'administrator',
  'iloveyou',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'trustno1',
  '123456789012',
  '1234567890',
  'abc123',
  'changeme',
  'psychgrad',
  'recruitment',
];

export const MIN_PASSWORD_LENGTH = 12;

/** Why a password is too weak for an admin account (none: it is acceptable). */
export function passwordProblems(password: string, email = ''): string[] {
  const problems: string[] = [];
  const lower = password.toLowerCase().replace(/\s+/g, '');
  if (password.length < MIN_PASSWORD_LENGTH) problems.push(`use at least ${MIN_PASSWORD_LENGTH} characters`);
  if (password.length > 256) problems.push('use at most 256 characters');
  if (new Set(password).size < 5) problems.push('use more different characters');
  if (COMMON.some((word) => lower.includes(word))) problems.push('avoid common passwords and words such as "password"');
  if (/^(?:0?123456789?0?|abcdefghijklmnopqrstuvwxyz)/.test(lower)) problems.push('avoid simple sequences');
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 3 && lower.includes(local)) problems.push('do not include your email address');
  return problems;
}
