/**
 * The server process's memory while one download streams (issue 10 Performance): its resident set
 * before, sampled every 10 ms during, and the kernel's high-water mark (VmHWM, reset first through
 * /proc/<pid>/clear_refs so it covers this download only; where the reset is refused, the sampled
 * peak stands).
 */
import { readFileSync, writeFileSync } from 'node:fs';

/** A /proc/<pid>/status field in MB, or null without /proc. */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`));
    return line ? Number(line.split(/\s+/)[1]) / 1024 : null;
  } catch {
    return null;
  }
}

function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

export interface DownloadFigure {
  status: number;
  bytes: number;
  lines: number;
  ms: number;
  rssBeforeMb: number | null;
  peakRssMb: number | null;
  /** The kernel's peak since the reset; null when the reset was refused. */
  hwmMb: number | null;
}

export async function downloadWatched(url: string, cookie: string, pid: number): Promise<DownloadFigure> {
  const rssBeforeMb = statusMb(pid, 'VmRSS');
  const reset = resetPeak(pid);
  let peakRssMb = rssBeforeMb;
  const timer = setInterval(() => {
    const now = statusMb(pid, 'VmRSS');
    if (now !== null && (peakRssMb === null || now > peakRssMb)) peakRssMb = now;
  }, 10);
  const started = performance.now();
  try {
    const res = await fetch(url, { headers: { cookie } });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines += 1;
    }
    return {
      status: res.status,
      bytes,
      lines,
      ms: performance.now() - started,
      rssBeforeMb,
      peakRssMb,
      hwmMb: reset ? statusMb(pid, 'VmHWM') : null,
    };
  } finally {
    clearInterval(timer);
  }
}

export const formatDownload = (f: DownloadFigure) => {
  const mb = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(1)} MB`);
  return (
    `${f.status} ${(f.bytes / 1024 / 1024).toFixed(1)} MB, ${f.lines} lines in ${Math.round(f.ms)} ms; server RSS before ${mb(f.rssBeforeMb)}, ` +
    `peak sampled ${mb(f.peakRssMb)}, VmHWM ${mb(f.hwmMb)}`
  );
};
