/**
 * The postcode directory import (issue 24 item 4): a super admin uploads the ONS postcode directory CSV;
 * its live postcodes with coordinates replace the points in one transaction (routing reads the old set
 * until the new one is committed, never half a file), and the import is recorded and audited.
 */
import {
  POSTCODE_FILE_MAX_BYTES,
  POSTCODE_IMPORT_MESSAGES,
  csvFields,
  postcodeColumns,
  postcodePoint,
} from '@shared/domain/postcode-directory';
import type { TPostcodeImport, TPostcodeStatus } from '@shared/schemas/postcodes';
import type { AppDeps, RequestContext } from '../../lib/context';
import { audit } from '../../lib/audit';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { logError } from '../../lib/log-error';
import { claimImportLock, deleteAllPoints, importById, insertImport, insertPoints, latestImports } from './postcodes.repo';
import { textLines } from './text-lines';

/** Rows per insert: large enough that 2.7 million rows take few round trips, small enough to stay light. */
export const IMPORT_BATCH_ROWS = 10_000;

/** A record longer than this (an unclosed quote running on) is counted as read and not kept. */
const MAX_RECORD_CHARS = 64 * 1024;

type ImportView = Awaited<ReturnType<typeof importById>>;

function toImport(row: NonNullable<ImportView>): TPostcodeImport {
  return {
    id: row.id,
    fileName: row.fileName,
    rowsRead: row.rowsRead,
    rowsKept: row.rowsKept,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    error: row.error,
    importedBy: row.importedById ? { id: row.importedById, name: row.importedByName ?? '' } : null,
  };
}

export async function postcodeStatus(deps: Pick<AppDeps, 'db'>): Promise<TPostcodeStatus> {
  const { latest, current } = await latestImports(deps.db);
  return { latest: latest && toImport(latest), current: current && toImport(current), maxBytes: POSTCODE_FILE_MAX_BYTES };
}

export interface PostcodeUpload {
  fileName: string | null;
  content: AsyncIterable<Uint8Array>;
}

export interface ImportCounts {
  rowsRead: number;
  rowsKept: number;
}

/**
 * Reads the file and replaces the points. A file without the columns, or without one postcode to keep,
 * is refused before anything changes (422); a file that breaks off is rolled back and its attempt recorded
 * with the error.
 */
export async function importPostcodes(
  deps: Pick<AppDeps, 'db' | 'now'>,
  ctx: RequestContext,
  upload: PostcodeUpload,
): Promise<TPostcodeImport> {
  const fileName = upload.fileName?.slice(0, 255) || null;
  const lines = textLines(upload.content)[Symbol.asyncIterator]();
  let head = await lines.next();
  while (!head.done && head.value.trim() === '') head = await lines.next();
  if (head.done) throw badRequest(POSTCODE_IMPORT_MESSAGES.empty, [{ path: 'file', message: POSTCODE_IMPORT_MESSAGES.empty }]);
  const found = postcodeColumns(csvFields(head.value) ?? []);
  if ('missing' in found) {
    const message = POSTCODE_IMPORT_MESSAGES.missingColumns(found.missing);
    throw badRequest(message, [{ path: 'file', message }]);
  }
  const columns = found.columns;

  const startedAt = deps.now();
  const counts: ImportCounts = { rowsRead: 0, rowsKept: 0 };
  try {
    const id = await deps.db.transaction(async (tx) => {
      if (!(await claimImportLock(tx))) throw conflict(POSTCODE_IMPORT_MESSAGES.running);
      await deleteAllPoints(tx);
      let batch = { postcodes: [] as string[], lats: [] as number[], lngs: [] as number[] };
      const flush = async () => {
        counts.rowsKept += await insertPoints(tx, batch);
        batch = { postcodes: [], lats: [], lngs: [] };
      };
      let pending = '';
      for (;;) {
        const next = await lines.next();
        if (next.done) break;
        const line = pending ? `${pending}\n${next.value}` : next.value;
        if (!pending && line === '') continue;
        const fields = csvFields(line, columns.last);
        if (!fields) {
          // A quoted field goes on to the next line (or, past the limit, the record is given up).
          pending = line.length > MAX_RECORD_CHARS ? '' : line;
          if (!pending) counts.rowsRead += 1;
          continue;
        }
        pending = '';
        counts.rowsRead += 1;
        const point = postcodePoint(fields, columns);
        if (!point) continue;
        batch.postcodes.push(point.postcode);
        batch.lats.push(point.lat);
        batch.lngs.push(point.lng);
        if (batch.postcodes.length >= IMPORT_BATCH_ROWS) await flush();
      }
      if (pending) counts.rowsRead += 1;
      await flush();
      if (counts.rowsKept === 0) throw badRequest(POSTCODE_IMPORT_MESSAGES.noneKept, [{ path: 'file', message: POSTCODE_IMPORT_MESSAGES.noneKept }]);
      const row = await insertImport(tx, { fileName, importedBy: ctx.caller.user.id, ...counts, startedAt, finishedAt: deps.now(), error: null });
      await audit(tx, ctx, {
        action: 'postcodes.imported',
        entityType: 'postcode_import',
        entityId: row.id,
        details: { fileName, ...counts },
      });
      return row.id;
    });
    return toImport((await importById(deps.db, id))!);
  } catch (err) {
    // A refusal (the file's content, its size, another import running) changed nothing and says why.
    if (err instanceof AppError) throw err;
    logError('postcode import failed', err);
    // The file broke off or the database failed: rolled back; the attempt is recorded for the status screen.
    await insertImport(deps.db, {
      fileName,
      importedBy: ctx.caller.user.id,
      ...counts,
      startedAt,
      finishedAt: deps.now(),
      error: POSTCODE_IMPORT_MESSAGES.failed,
    });
    throw badRequest(POSTCODE_IMPORT_MESSAGES.failed, [{ path: 'file', message: POSTCODE_IMPORT_MESSAGES.failed }]);
  }
}
