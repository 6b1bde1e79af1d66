/**
 * What the courier screens say when the API refuses, in the chosen language: by the answer's stable
 * code (and, for an undo, its reason), never by its English text.
 */
import type { TFunction } from 'i18next';
import { isApiError } from '@web/lib/api';
import { en } from './en';

type ErrorKey = keyof typeof en.errors;
type UndoReason = keyof typeof en.undoRefused;

const BY_CODE: Record<string, ErrorKey> = {
  network_error: 'network',
  unauthorized: 'unauthorized',
  deactivated: 'unauthorized',
  forbidden: 'forbidden',
  rate_limited: 'rateLimited',
};

/** Any failed request: the network, sign-in, permission or rate limit, else 'An unexpected error occurred'. */
export function apiErrorText(t: TFunction, error: unknown): string {
  const key = (isApiError(error) && BY_CODE[error.code]) || 'unexpected';
  return t(`errors.${key}`);
}

const isUndoReason = (reason: string | undefined): reason is UndoReason => reason !== undefined && reason in en.undoRefused;

/** Why an undo was refused (the server's reason), else 'The move could not be undone'. */
export function undoErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error) && isUndoReason(error.reason)) return t(`undoRefused.${error.reason}`);
  if (isApiError(error) && error.code === 'network_error') return t('errors.network');
  return t('popup.undoFailed');
}

type RefusalCode = keyof typeof en.refusals;
const isRefusalCode = (code: string | undefined): code is RefusalCode => code !== undefined && code in en.refusals;

/** A photo over the upload limit is answered before the server reads it (413 'too_large'): to the courier, an unusable photo. */
const REFUSAL_ALIASES: Record<string, RefusalCode> = { too_large: 'photo_unusable' };

/**
 * Why the server refused a stop sent from the phone: by its refusal code (moved since, another property),
 * the invalid stop's reason code (the phone's clock, a photo) or the error's code (the card not found,
 * the id sent by someone else); otherwise the server's own words (a field the server found wrong that the
 * phone's own check let through, said in English), else 'An unexpected error occurred'.
 */
export function refusalText(t: TFunction, stop: { code?: string; reason?: string }): string {
  const code = (stop.code && REFUSAL_ALIASES[stop.code]) || stop.code;
  if (isRefusalCode(code)) return t(`refusals.${code}`);
  return stop.reason || t('errors.unexpected');
}
