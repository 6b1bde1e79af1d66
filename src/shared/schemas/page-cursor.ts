/**
 * A list's page cursor as the API takes it (?cursor=): opaque text the previous page handed out. One
 * message for a cursor that is too long or does not decode (server/lib/page-cursor, decision 0181), in
 * words that tell the user what to do.
 */
import { z } from 'zod';

export const PAGE_LINK_INVALID = 'This page link is no longer valid: start from the first page';

/** Longer than any cursor the server writes (a report's key holds a property name of up to 200 characters). */
export const PAGE_CURSOR_MAX = 1000;

/** The optional ?cursor= of a paged list ('' is the first page, as no cursor). */
export const ZPageCursor = z.string().trim().max(PAGE_CURSOR_MAX, PAGE_LINK_INVALID).optional();
