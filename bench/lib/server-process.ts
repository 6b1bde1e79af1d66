/** Starts bench/serve.ts as a separate process and waits for its ready line. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { LoadUser } from './seed';

export interface BenchServer {
  app: string;
  bare: string;
  database: string;
  users: LoadUser[];
  /** The server process's id (for /proc). */
  pid: number;
  /** CPU time (user + system, ms) the server process has used so far; null where /proc is missing. */
  cpuMs(): number | null;
  stop(): Promise<void>;
}

/** A process's user + system CPU time in ms, from /proc/<pid>/stat (clock ticks of 10 ms). */
function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime and stime, fields 14 and 15
  } catch {
    return null;
  }
}

/**
 * `cpu` pins the server to those CPUs (taskset -c), so that autocannon, pinned elsewhere by the
 * caller, does not take turns with it on the same core. `nodeFlags`: the server's own (SERVER_NODE_FLAGS)
 * where the process only serves; a process that seeds a large database runs without the heap cap.
 */
export async function startBenchServer(
  env: Record<string, string | undefined>,
  cpu?: string,
  nodeFlags: readonly string[] = [],
): Promise<BenchServer> {
  const nodeArgs = [...nodeFlags, '--import', 'tsx'];
  if (process.env.BENCH_PROFILE) nodeArgs.push('--cpu-prof', '--cpu-prof-dir=bench/profiles');
  const command = [process.execPath, ...nodeArgs, 'bench/serve.ts'];
  if (cpu) command.unshift('taskset', '-c', cpu);
  const child: ChildProcess = spawn(command[0], command.slice(1), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = await new Promise<{ app: number; bare: number; database: string; users: LoadUser[] }>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('BENCH_READY ')) resolve(JSON.parse(line.slice('BENCH_READY '.length)));
      else console.log(`  [server] ${line}`);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited (${code}) before it was ready`)));
  });
  return {
    app: `http://127.0.0.1:${ready.app}`,
    bare: `http://127.0.0.1:${ready.bare}`,
    database: ready.database,
    users: ready.users,
    pid: child.pid!,
    cpuMs: () => processCpuMs(child.pid!),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Signs in over HTTP as a browser would; returns the cookie header to send. */
export async function signInOver(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
