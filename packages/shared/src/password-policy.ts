import type { PasswordPolicy } from './schemas';

/** Returns the first rule a password breaks, or null when it satisfies the policy (SPEC §5). */
export function passwordProblem(password: string, policy: PasswordPolicy): string | null {
  if (password.length < policy.min_length) return `Password must be at least ${policy.min_length} characters`;
  if (policy.max_length != null && password.length > policy.max_length)
    return `Password must be at most ${policy.max_length} characters`;
  if (policy.require_lowercase && !/[a-z]/.test(password)) return 'Password must contain a lowercase letter';
  if (policy.require_uppercase && !/[A-Z]/.test(password)) return 'Password must contain an uppercase letter';
  if (policy.require_number && !/\d/.test(password)) return 'Password must contain a number';
  if (policy.require_symbol && !/[^A-Za-z0-9]/.test(password)) return 'Password must contain a symbol';
  return null;
}
