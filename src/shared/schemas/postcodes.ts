/** The postcode directory import (/api/admin/postcodes, issue 24): the shapes the API returns. */
import { z } from 'zod';

export const ZPostcodeImport = z.object({
  id: z.string(),
  fileName: z.string().nullable(),
  rowsRead: z.number().int(),
  rowsKept: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Why the import failed (nothing was changed); null when it replaced the points. */
  error: z.string().nullable(),
  importedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type TPostcodeImport = z.infer<typeof ZPostcodeImport>;

export const ZPostcodeStatus = z.object({
  /** The import whose points are in use (null: none yet, rounds are ordered by postcode district). */
  current: ZPostcodeImport.nullable(),
  /** The newest import, finished or failed. */
  latest: ZPostcodeImport.nullable(),
  /** The largest file the upload takes, in bytes. */
  maxBytes: z.number().int(),
});
export type TPostcodeStatus = z.infer<typeof ZPostcodeStatus>;

export const ZPostcodeImportAnswer = z.object({ import: ZPostcodeImport });
