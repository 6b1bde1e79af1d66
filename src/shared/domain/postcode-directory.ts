/**
 * Reading the ONS Postcode Directory (ONSPD) CSV for postcode points (issue 24 item 4, decision 0198).
 *
 * The file has one row per postcode ever issued and some fifty columns; the import takes only the
 * postcode, its termination date and its latitude and longitude, keeps live postcodes with real
 * coordinates, and keeps nothing else. ONSPD writes 99.999999 / 0.000000 for a postcode without
 * coordinates; `doterm` (yyyymm) is empty while a postcode is live.
 */
import { isFullPostcode, normalisePostcode } from './postcodes';

export const POSTCODE_IMPORT_MESSAGES = {
  chooseFile: 'Please choose the postcode directory CSV file.',
  missingColumns: (missing: readonly string[]) =>
    `This file is not the ONS postcode directory: it has no ${missing.join(' or ')} column. Nothing was changed.`,
  empty: 'The file is empty. Nothing was changed.',
  tooLarge: 'The file is larger than 2 GB. Nothing was changed.',
  running: 'Another postcode import is running. Please wait for it to finish.',
  failed: 'The file could not be read to the end. Nothing was changed.',
  noneKept: 'The file has no live postcode with coordinates. Nothing was changed.',
} as const;

/** The largest file the upload takes: the full ONSPD CSV is about 1.3 GB with all its columns. */
export const POSTCODE_FILE_MAX_BYTES = 2 * 1024 * 1024 * 1024;

/** Header names accepted for each column, in order of preference (ONSPD's own first, lower case). */
export const POSTCODE_COLUMN_NAMES = {
  postcode: ['pcds', 'pcd', 'pcd7', 'pcd8', 'pcd2', 'postcode'],
  lat: ['lat', 'latitude'],
  lng: ['long', 'lng', 'longitude'],
  terminated: ['doterm'],
} as const;

export interface PostcodeColumns {
  postcode: number;
  lat: number;
  lng: number;
  /** -1 when the file has no termination column (every row is taken as live). */
  terminated: number;
  /** The highest of the indexes: a row is split only this far. */
  last: number;
  /** 1 at the indexes above: the only fields read (csvFields' `keep`). */
  keep: Uint8Array;
}

/** The columns' indexes from the header row, or the names of those missing. */
export function postcodeColumns(header: readonly string[]): { columns: PostcodeColumns } | { missing: string[] } {
  const names = header.map((h) => h.trim().replace(/^\uFEFF/, '').toLowerCase());
  const find = (accepted: readonly string[]) => {
    for (const name of accepted) {
      const at = names.indexOf(name);
      if (at >= 0) return at;
    }
    return -1;
  };
  const postcode = find(POSTCODE_COLUMN_NAMES.postcode);
  const lat = find(POSTCODE_COLUMN_NAMES.lat);
  const lng = find(POSTCODE_COLUMN_NAMES.lng);
  const terminated = find(POSTCODE_COLUMN_NAMES.terminated);
  const missing = [
    ...(postcode < 0 ? ['pcds (postcode)'] : []),
    ...(lat < 0 ? ['lat'] : []),
    ...(lng < 0 ? ['long'] : []),
  ];
  if (missing.length > 0) return { missing };
  const last = Math.max(postcode, lat, lng, terminated);
  const keep = new Uint8Array(last + 1);
  for (const at of [postcode, lat, lng, terminated]) if (at >= 0) keep[at] = 1;
  return { columns: { postcode, lat, lng, terminated, last, keep } };
}

export interface PostcodePoint {
  postcode: string;
  lat: number;
  lng: number;
}

/**
 * The point a row gives, or null when the row is not kept: a terminated postcode, no coordinates
 * (ONSPD's 99.999999 latitude, or 0/0), coordinates outside the UK and its islands, or no postcode.
 */
export function postcodePoint(fields: readonly string[], columns: PostcodeColumns): PostcodePoint | null {
  if (columns.terminated >= 0 && (fields[columns.terminated] ?? '').trim() !== '') return null;
  const postcode = normalisePostcode(fields[columns.postcode] ?? '');
  if (!isFullPostcode(postcode)) return null;
  const latText = (fields[columns.lat] ?? '').trim();
  const lngText = (fields[columns.lng] ?? '').trim();
  if (latText === '' || lngText === '') return null;
  const lat = Number(latText);
  const lng = Number(lngText);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  // The UK, the Channel Islands and the Isle of Man lie within 49–61°N, 9°W–2°E; 99.999999 is "none".
  if (lat < 49 || lat > 61 || lng < -9 || lng > 2.5) return null;
  return { postcode, lat, lng };
}

/**
 * The fields of one CSV line (RFC 4180 quoting: "a, b" is one field, "" inside quotes is a quote),
 * split only as far as field `upTo` (the rest of a long row is not needed). With `keep`, only the fields
 * it marks are read (the others are '' in their places, so indexes hold): the directory's rows have some
 * fifty fields of which four are needed. Answers null when the line ends inside quotes (the record goes
 * on to the next line).
 */
export function csvFields(line: string, upTo = Infinity, keep?: Uint8Array): string[] | null {
  const fields: string[] = [];
  let i = 0;
  const n = line.length;
  while (fields.length <= upTo) {
    const wanted = !keep || keep[fields.length] === 1;
    if (i < n && line.charCodeAt(i) === 34 /* " */) {
      let value = '';
      let j = i + 1;
      for (;;) {
        const q = line.indexOf('"', j);
        if (q < 0) return null;
        if (wanted) value += line.slice(j, q);
        if (line.charCodeAt(q + 1) === 34) {
          if (wanted) value += '"';
          j = q + 2;
        } else {
          j = q + 1;
          break;
        }
      }
      fields.push(value);
      const comma = line.indexOf(',', j);
      if (comma < 0) break;
      i = comma + 1;
    } else {
      const comma = line.indexOf(',', i);
      if (comma < 0) {
        fields.push(wanted ? line.slice(i) : '');
        break;
      }
      fields.push(wanted ? line.slice(i, comma) : '');
      i = comma + 1;
    }
  }
  return fields;
}
