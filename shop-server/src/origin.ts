import { originApp, type OriginApp, type OriginOptions } from './origin-app';

/** One origin (the shell or a remote) that can be stopped and started again on its own. */
export type OriginHandle = {
  readonly name: string;
  /** The folder served. */
  readonly dir: string;
  /** The port (the one the system picked once started, when 0 was asked). */
  readonly port: number;
  /** e.g. http://localhost:3001 */
  readonly url: string;
  running(): boolean;
  /**
   * Listens again on the same port (the shell then loads the server code of the pages it draws, ADR 018); does
   * nothing when already running.
   */
  start(): Promise<void>;
  /** Closes the port and cuts open connections; does nothing when stopped. */
  stop(): Promise<void>;
};

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    name: string,
  ) {
    super(
      `Port ${port} (${name}) is already in use. Stop whatever listens there (another npm start?) and retry.`,
    );
  }
}

// Not `instanceof Error`: Node's own errors may come from another realm (a jest sandbox).
const isErrnoException = (error: unknown): error is NodeJS.ErrnoException =>
  typeof error === 'object' && error !== null && 'code' in error;

export function origin(options: OriginOptions): OriginHandle {
  let current: OriginApp | null = null;
  let port = options.port;
  return {
    name: options.name,
    dir: options.dir,
    get port() {
      return port;
    },
    get url() {
      return `http://localhost:${port}`;
    },
    running: () => current !== null,
    async start() {
      if (current) return;
      // A fastify instance cannot listen again once closed: start() builds a new one on the same port.
      const next = await originApp({ ...options, port });
      try {
        await next.app.listen({ port, host: options.host });
      } catch (error) {
        await next.close();
        throw isErrnoException(error) && error.code === 'EADDRINUSE'
          ? new PortInUseError(port, options.name)
          : error;
      }
      const address = next.app.server.address();
      if (address && typeof address === 'object') port = address.port;
      current = next;
      await next.warm();
    },
    async stop() {
      const stopping = current;
      current = null;
      await stopping?.close();
    },
  };
}
