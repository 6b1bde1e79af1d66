/** Password rules: the spec's 6-character minimum, then a strength estimate with reasons. */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { AUTH_MESSAGES } from '../auth-messages';
import { MESSAGES, PASSWORD_MIN_LENGTH } from '../constants';

let factory: ZxcvbnFactory | null = null;
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary },
  });
  return factory;
}

/** Personal words this long or longer may not appear anywhere in a password (shorter ones only weaken its score). */
const PERSONAL_MIN_LENGTH = 4;
const letters = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Returns the reasons a password is refused; an empty list means it is acceptable. userInputs: the
 * user's personal words (personalInputs() in password-inputs.ts): a password containing one is
 * refused, and the strength estimate counts them as guessable.
 */
export function passwordProblems(password: string, userInputs: readonly string[] = []): string[] {
  if (password.length < PASSWORD_MIN_LENGTH) return [MESSAGES.passwordTooShort];
  if (password.length > 128) return ['Password must be at most 128 characters'];
  const plain = letters(password);
  if (userInputs.some((w) => letters(w).length >= PERSONAL_MIN_LENGTH && plain.includes(letters(w)))) {
    return [AUTH_MESSAGES.passwordContainsPersonal];
  }
  const result = estimator().check(password, userInputs.filter(Boolean));
  if (result.score >= 2) return [];
  const reasons = ['Password is too weak.'];
  if (result.feedback.warning) reasons.push(result.feedback.warning);
  reasons.push(...result.feedback.suggestions);
  return reasons;
}
