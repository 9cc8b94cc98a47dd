/**
 * The drawing worker as the thread that serves the shop sees it (ADR 020). The server entries are other teams'
 * code, fetched at run time; in a thread of their own, one that throws, leaks or loops takes that thread down,
 * never the shop's origins, and is replaced: the next page that needs a drawing starts a new one.
 */
import { Worker } from 'node:worker_threads';
import type { FromWorker, ToWorker, WorkerSettings, WorkerTask } from './protocol';

/** A worker whose thread has not answered for this long is stuck (a loop in an entry) and is stopped. */
const STUCK_AFTER_MS = 5_000;
/** The server entries (about 1 MB each, kept, ADR 018) and a page's drawing fit well within this. */
const HEAP_LIMIT_MB = 512;

// The worker runs TypeScript as the shop's launchers do (tsx), whichever way this thread was started (tsx, jest).
const TSX = require.resolve('tsx/cjs/api');
const WORKER_FILE = require.resolve('./drawing-worker.ts');
const BOOT = `require(${JSON.stringify(TSX)}).register();\nrequire(${JSON.stringify(WORKER_FILE)});`;

type Pending = { resolve: (html: string | null) => void; reject: (error: Error) => void };

export class DrawingThread {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private lastId = 0;
  private checking = false;
  private closed = false;

  constructor(private readonly settings: WorkerSettings) {}

  /** Hands the task to the worker, started if there is none. */
  run(task: WorkerTask): Promise<string | null> {
    if (this.closed) return Promise.reject(new Error('the drawing worker is closed'));
    const worker = this.worker ?? this.start();
    const id = ++this.lastId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, task } satisfies ToWorker);
    });
  }

  /** Called when a page's drawing is late: a worker that does not answer at all is stuck, and is stopped. */
  checkAlive(): void {
    const worker = this.worker;
    if (!worker || this.checking) return;
    this.checking = true;
    const stuck = setTimeout(() => {
      this.lose(
        worker,
        new Error(`the drawing worker did not answer for ${STUCK_AFTER_MS} ms and was stopped`),
      );
      void worker.terminate();
    }, STUCK_AFTER_MS);
    this.run({ kind: 'ping' })
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(stuck);
        this.checking = false;
      });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    if (worker) this.lose(worker, new Error('the drawing worker is closed'));
    await worker?.terminate();
  }

  private start(): Worker {
    const worker = new Worker(BOOT, {
      eval: true,
      workerData: this.settings,
      // The entries see no environment: whatever the process holds (a key in the shell's environment) is not theirs.
      env: {},
      resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB },
    });
    // An idle worker does not keep the process alive; close() stops it.
    worker.unref();
    worker.on('message', (message: FromWorker) => {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.ok) waiting?.resolve(message.html);
      else waiting?.reject(new Error(message.error));
    });
    worker.on('error', (error) => this.lose(worker, error));
    worker.on('exit', (code) =>
      this.lose(worker, new Error(`the drawing worker stopped (exit code ${code})`)),
    );
    this.worker = worker;
    return worker;
  }

  /** The worker is gone: what it was asked fails, and the next task starts a new one. */
  private lose(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
