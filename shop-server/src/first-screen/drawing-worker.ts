/**
 * The drawing worker: a thread of its own in which the server entries are evaluated and every page is drawn
 * (ADR 020). Started by drawing-thread.ts with `WorkerSettings` as its workerData; answers each `ToWorker` with a
 * `FromWorker` of the same id.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pageDrawer } from './draw';
import { closeModuleAccess } from './evaluate';
import type { FromWorker, ToWorker, WorkerSettings, WorkerTask } from './protocol';

const port = parentPort;
if (!port) throw new Error('drawing-worker.ts runs as a worker thread (drawing-thread.ts starts it)');
const settings: WorkerSettings = workerData;
const drawer = pageDrawer(settings);
// Every module of this worker is loaded: from here on, what runs here reaches Node's modules only as an entry may.
closeModuleAccess();

async function run(task: WorkerTask): Promise<string | null> {
  switch (task.kind) {
    case 'draw':
      return drawer.draw(task.page, task.remotes);
    case 'warm':
      await drawer.warm(task.shopOrigin, task.remotes);
      return null;
    case 'ping':
      return null;
  }
}

port.on('message', ({ id, task }: ToWorker) => {
  run(task).then(
    (html) => port.postMessage({ id, ok: true, html } satisfies FromWorker),
    (error: unknown) =>
      port.postMessage({
        id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      } satisfies FromWorker),
  );
});
