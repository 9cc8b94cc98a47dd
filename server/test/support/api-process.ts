/**
 * The API as a real process, started as `npm start -w @gemstore/server` starts it (`node --import tsx src/main.ts`),
 * on a free port of its own, for the suites about several processes of one shop (ADR 060). The environment is the
 * test's, so JEST_WORKER_ID goes with it and passwords are hashed at the tests' low cost (users/passwords.ts).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { eventually } from './eventually';

export type ApiProcess = {
  /** Where it answers: http://127.0.0.1:<port>. */
  url: string;
  /** The process's id (with API_PROCESSES above 1, the first process's, which starts the others). */
  pid: number;
  /** What it has written so far (stdout and stderr). */
  output: () => string;
  /** SIGTERM, as a process manager stops it; resolves with its exit code. */
  stop: () => Promise<number | null>;
};

const serverDir = path.resolve(__dirname, '../..');

/** A port nothing listens on at the moment of asking. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * Starts one API process with these settings on top of the test's environment, and waits until it is healthy.
 * `root`: the shop whose API to start, this checkout by default (the bench's BENCH_BASE starts another commit's).
 */
export async function startApiProcess(env: Record<string, string>, root?: string): Promise<ApiProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root === undefined ? serverDir : path.join(root, 'server'),
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  try {
    // Awaited: the process compiles, migrates and starts listening in its own time.
    await eventually(
      async () => {
        if (child.exitCode !== null)
          throw new Error(`the API process exited (${child.exitCode}):\n${output}`);
        const health = await fetch(`${url}/api/v1/health`).catch(() => null);
        return health?.ok ?? false;
      },
      `the API process on port ${port} healthy`,
      90_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid ?? 0, output: () => output, stop };
}

/** The processes `pid` has started, as the kernel lists them (with API_PROCESSES, the API processes); none once gone. */
export function childProcessesOf(pid: number): number[] {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}
