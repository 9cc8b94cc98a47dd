/**
 * The runner's handle on a forked target process: start it, ask it things, stop it.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  TARGET_BACKEND_ENV,
  TARGET_URL_ENV,
  isReply,
  type Backend,
  type TargetReady,
  type ToRunner,
  type ToTarget,
} from './protocol';

type Reply<K extends ToRunner['type']> = Extract<ToRunner, { type: K }>;

export class TargetProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly ready: TargetReady,
  ) {}

  /**
   * `root`: the shop whose bench target to run, this checkout by default, or the base of a before/after run
   * (BENCH_BASE): its own target, with its own app and database code, speaking the same protocol.
   */
  static async start(
    backend: Backend,
    databaseUrl?: string,
    root = path.resolve(__dirname, '../..'),
  ): Promise<TargetProcess> {
    const child = fork(path.join(root, 'server', 'bench', 'target.ts'), [], {
      cwd: path.join(root, 'server'),
      // tsx again for the child (fork does not inherit the way this process was started when run via the tsx CLI
      // in every version); the target writes nothing to stdout, errors go to our stderr.
      execArgv: ['--import', 'tsx'],
      env: {
        ...process.env,
        [TARGET_BACKEND_ENV]: backend,
        ...(databaseUrl !== undefined && { [TARGET_URL_ENV]: databaseUrl }),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const ready = await waitFor(child, 'ready', 120_000);
    return new TargetProcess(child, ready);
  }

  async request<K extends ToRunner['type']>(
    message: ToTarget,
    reply: K,
    timeoutMs: number,
  ): Promise<Reply<K>> {
    const answer = waitFor(this.child, reply, timeoutMs);
    this.child.send(message);
    return answer;
  }

  /** Asks the target to close its servers and database, and kills it if it has not gone within 15 s. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    if (this.child.connected) this.child.send({ type: 'stop' } satisfies ToTarget);
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }

  /** Resident memory now and at its peak, in MB, from /proc (the API and its database, when embedded, live here). */
  memory(): { rssMb: number; peakMb: number } | undefined {
    try {
      const status = fs.readFileSync(`/proc/${this.child.pid}/status`, 'utf8');
      const kb = (field: string) =>
        Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
      return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
    } catch {
      return undefined;
    }
  }

  kill(): void {
    if (this.child.exitCode === null) this.child.kill('SIGKILL');
  }
}

/** Resolves with the first message of the given type; rejects on a 'failed' message, an exit or the timeout. */
function waitFor<K extends ToRunner['type']>(
  child: ChildProcess,
  type: K,
  timeoutMs: number,
): Promise<Reply<K>> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onMessage = (message: unknown) => {
      if (isReply(message, type)) {
        cleanup();
        resolve(message);
      } else if (isReply(message, 'failed')) {
        cleanup();
        reject(new Error(`bench target failed: ${message.message}`));
      }
    };
    const onExit = (code: number | null, signal: string | null) => {
      cleanup();
      reject(new Error(`bench target exited (code ${code}, signal ${signal}) while waiting for '${type}'`));
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`bench target gave no '${type}' within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}
