/**
 * Issue 22: the local mail inbox (every one-time code and reset link) is reachable from this machine only, unless the
 * shop owner opens it on purpose. maildev is started with npm start's own arguments and tried from loopback and from
 * this machine's network address.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { mailInboxArgs } from '../lib/mail-inbox.mjs';

const maildev = path.join(__dirname, '..', '..', 'node_modules', '.bin', 'maildev');

/** This machine's first IPv4 address that is not loopback: what another machine on the network would reach. */
const networkAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Whether a TCP connection to host:port is accepted (true) or refused (false). */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' ? resolve(false) : reject(error),
    );
  });
}

/** Starts maildev with `args` and resolves once its web inbox answers on loopback. */
async function startInbox(args: string[], webPort: number): Promise<ChildProcess> {
  const child = spawn(maildev, args, { stdio: 'ignore' });
  for (let tries = 0; tries < 100; tries++) {
    if (await accepts('127.0.0.1', webPort)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`maildev's web inbox did not answer on port ${webPort}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const withNetwork = networkAddress ? describe : describe.skip;
if (!networkAddress)
  console.warn('mail-inbox.test: this machine has no network address; the binding is not tried.');

withNetwork('the mail inbox npm start runs', () => {
  it('listens on loopback only: SMTP and the web inbox refuse this machine’s network address', async () => {
    const ports = { smtp: await freePort(), web: await freePort() };
    const inbox = await startInbox(mailInboxArgs(ports, {}), ports.web);
    try {
      expect(await accepts('127.0.0.1', ports.smtp)).toBe(true);
      expect(await accepts(networkAddress as string, ports.web)).toBe(false);
      expect(await accepts(networkAddress as string, ports.smtp)).toBe(false);
    } finally {
      await stop(inbox);
    }
  });

  it('MAIL_INBOX_HOST opens the web inbox on purpose; SMTP stays on loopback', async () => {
    const ports = { smtp: await freePort(), web: await freePort() };
    const inbox = await startInbox(mailInboxArgs(ports, { MAIL_INBOX_HOST: '0.0.0.0' }), ports.web);
    try {
      expect(await accepts(networkAddress as string, ports.web)).toBe(true);
      expect(await accepts(networkAddress as string, ports.smtp)).toBe(false);
    } finally {
      await stop(inbox);
    }
  });
});
