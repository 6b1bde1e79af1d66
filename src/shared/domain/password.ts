/** Password rules: the spec's 6-character minimum, then a strength estimate with reasons. */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
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

/** Returns the reasons a password is refused; an empty list means it is acceptable. */
export function passwordProblems(password: string, userInputs: string[] = []): string[] {
  if (password.length < PASSWORD_MIN_LENGTH) return [MESSAGES.passwordTooShort];
  if (password.length > 128) return ['Password must be at most 128 characters'];
  const result = estimator().check(password, userInputs.filter(Boolean));
  if (result.score >= 2) return [];
  const reasons = ['Password is too weak.'];
  if (result.feedback.warning) reasons.push(result.feedback.warning);
  reasons.push(...result.feedback.suggestions);
  return reasons;
}
