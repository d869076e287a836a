/** The register and authenticate e-mail check (spec 5): required, then a plausible address. */
export type EmailProblem = 'emailRequired' | 'emailInvalid' | null;

export function emailProblem(value: string): EmailProblem {
  const email = value.trim();
  if (email === '') return 'emailRequired';
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email) ? null : 'emailInvalid';
}
