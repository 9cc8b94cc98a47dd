/**
 * Issue 22: the local mail inbox (every one-time code and reset link) is reachable from this machine only, unless the
 * shop owner opens it on purpose. maildev is started with npm start's own arguments and tried from loopback and from
 * this machine's network address.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inboxFolderOf, mailInboxArgs, prepareInboxFolder } from '../lib/mail-inbox.mjs';

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

let dataRoot: string;
beforeEach(() => {
  dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'gemstore-inbox-'));
});
afterEach(() => fs.rmSync(dataRoot, { recursive: true, force: true }));
/** The inbox folder of a shop whose DATA_DIR is in this test's own folder. */
const mailFolder = () => prepareInboxFolder(inboxFolderOf({ DATA_DIR: path.join(dataRoot, 'data', 'db') }));

/** Sends one mail to the inbox's SMTP port, as the API does. */
function sendMail(port: number, body: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const script = [
      'EHLO gemstore.test',
      'MAIL FROM:<hello@gemstore.sg>',
      'RCPT TO:<shopper@example.com>',
      'DATA',
      `Subject: Your verification code\r\n\r\n${body}\r\n.`,
      'QUIT',
    ];
    let step = 0;
    socket.setEncoding('utf8');
    socket.on('data', (reply: string) => {
      // One command per reply line that asks for the next (greeting, 250 after EHLO's last line, 354 for DATA…).
      if (/^(220|250 |354)/m.test(reply) && step < script.length) socket.write(`${script[step++]}\r\n`);
    });
    socket.once('error', reject);
    socket.once('close', () => (step === script.length ? resolve() : reject(new Error('SMTP session cut'))));
  });
}

describe('where the inbox keeps its mails (issue 30 item 12)', () => {
  it('in the shop’s data folder (`mail` beside DATA_DIR), owner only, not in the system’s temporary folder', async () => {
    expect(inboxFolderOf({})).toBe(path.join(__dirname, '..', '..', '.data', 'mail'));
    const folder = inboxFolderOf({ DATA_DIR: path.join(dataRoot, 'data', 'db') });
    expect(folder).toBe(path.join(dataRoot, 'data', 'mail'));
    // A folder left with wider permissions is closed again.
    fs.mkdirSync(folder, { recursive: true, mode: 0o755 });
    prepareInboxFolder(folder);
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);

    const ports = { smtp: await freePort(), web: await freePort() };
    const inbox = await startInbox(mailInboxArgs(ports, {}, folder), ports.web);
    const code = `code-${Date.now()}`;
    try {
      await sendMail(ports.smtp, `Your verification code is ${code}.`);
      let saved: string[] = [];
      for (let tries = 0; tries < 100 && saved.length === 0; tries++) {
        saved = fs.readdirSync(folder).filter((name) => name.endsWith('.eml'));
        if (saved.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(saved).toHaveLength(1);
      expect(fs.readFileSync(path.join(folder, saved[0] ?? ''), 'utf8')).toContain(code);
      const systemTemp = path.join(os.tmpdir(), 'maildev');
      // Other inboxes on this machine (the journeys', older runs) keep folders of their own there: every file below.
      const inTemp = fs.existsSync(systemTemp)
        ? fs
            .readdirSync(systemTemp, { recursive: true, encoding: 'utf8' })
            .map((name) => path.join(systemTemp, name))
            .filter((file) => fs.statSync(file).isFile() && fs.readFileSync(file, 'utf8').includes(code))
        : [];
      expect(inTemp).toEqual([]);
    } finally {
      await stop(inbox);
    }
  });
});

const withNetwork = networkAddress ? describe : describe.skip;
if (!networkAddress)
  console.warn('mail-inbox.test: this machine has no network address; the binding is not tried.');

withNetwork('the mail inbox npm start runs', () => {
  it('listens on loopback only: SMTP and the web inbox refuse this machine’s network address', async () => {
    const ports = { smtp: await freePort(), web: await freePort() };
    const inbox = await startInbox(mailInboxArgs(ports, {}, mailFolder()), ports.web);
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
    const inbox = await startInbox(
      mailInboxArgs(ports, { MAIL_INBOX_HOST: '0.0.0.0' }, mailFolder()),
      ports.web,
    );
    try {
      expect(await accepts(networkAddress as string, ports.web)).toBe(true);
      expect(await accepts(networkAddress as string, ports.smtp)).toBe(false);
    } finally {
      await stop(inbox);
    }
  });
});
