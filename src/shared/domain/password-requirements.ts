/**
 * The password requirements shown under a new-password field (docs/product.md §1.2.7), each met or not for
 * the value typed so far. Kept apart from password.ts so the browser can show them before the strength
 * estimator (a large dictionary, loaded on demand) has arrived.
 */
import { PASSWORD_MIN_LENGTH } from '../constants';

export type PasswordRequirementId = 'length' | 'strength';

export interface PasswordRequirement {
  id: PasswordRequirementId;
  label: string;
  met: boolean;
}

export const PASSWORD_REQUIREMENT_LABELS: Record<PasswordRequirementId, string> = {
  length: `At least ${PASSWORD_MIN_LENGTH} characters`,
  strength: 'Avoid common words, your own name or e-mail, and easily guessed patterns (a few unrelated words work well)',
};

/**
 * `problems` is what passwordProblems() says of the same password, or undefined while it is not known
 * yet: the strength requirement is only met once the estimator has accepted the password.
 */
export function passwordRequirements(password: string, problems: readonly string[] | undefined): PasswordRequirement[] {
  return [
    { id: 'length', label: PASSWORD_REQUIREMENT_LABELS.length, met: password.length >= PASSWORD_MIN_LENGTH },
    { id: 'strength', label: PASSWORD_REQUIREMENT_LABELS.strength, met: problems !== undefined && problems.length === 0 },
  ];
}
