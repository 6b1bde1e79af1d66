import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './lock';

const dirs: string[] = [];
function dataDir() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'linen-lock-'));
  dirs.push(root);
  return path.join(root, 'db');
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('the data directory lock', () => {
  it('records this process id and removes the file on release', () => {
    const dir = dataDir();
    const release = lockDataDir(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it('takes over a lock left by a process that has died', () => {
    const dir = dataDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!;
    fs.writeFileSync(`${dir}.lock`, String(dead));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over an empty or unreadable lock file (a crash while writing it)', () => {
    const dir = dataDir();
    fs.writeFileSync(`${dir}.lock`, '');
    lockDataDir(dir)();
    fs.writeFileSync(`${dir}.lock`, 'garbage');
    lockDataDir(dir)();
  });

  it('refuses while the holder is alive, naming its pid', async () => {
    const dir = dataDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      fs.writeFileSync(`${dir}.lock`, String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by another process \\(pid ${holder.pid}\\)`));
      expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(holder.pid));
    } finally {
      holder.kill('SIGKILL');
    }
  });
});
