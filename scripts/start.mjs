#!/usr/bin/env node
// `npm start`: runs the whole shop on the embedded defaults and prints where everything is.
// Ctrl-C (or SIGTERM) stops every process it started.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const mailSmtpPort = 1025;
const mailWebPort = 1080;
const apiPort = Number(process.env.PORT ?? 4000);

const portFree = (port) =>
  new Promise((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false));
    probe.once('listening', () => probe.close(() => resolve(true))).listen(port, '127.0.0.1');
  });

const children = [];
function run(name, command, args, env = {}, cwd = root) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}]`.padEnd(8);
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) console.log(`${prefix} ${line}`);
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.on('exit', r))))).then(
    () => process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const env = {};
if (!process.env.SMTP_URL) {
  if ((await portFree(mailSmtpPort)) && (await portFree(mailWebPort))) {
    run('mail', bin('maildev'), [
      '--ip',
      '127.0.0.1',
      '--smtp',
      String(mailSmtpPort),
      '--web',
      String(mailWebPort),
      '--silent',
    ]);
  } else {
    console.log(
      `[mail]   ports ${mailSmtpPort}/${mailWebPort} are taken: using the inbox already running there.`,
    );
  }
  env.SMTP_URL = `smtp://127.0.0.1:${mailSmtpPort}`;
}
// The server runs from its own folder so that tsx finds its tsconfig.
run(
  'api',
  process.execPath,
  ['--import', 'tsx', 'src/main.ts'],
  { ...env, PORT: String(apiPort) },
  path.join(root, 'server'),
);

console.log(`
  Gemstore is starting:
    API           http://localhost:${apiPort}/api/v1   (docs: http://localhost:${apiPort}/api/docs)
    Mail inbox    ${process.env.SMTP_URL ? `(SMTP_URL=${process.env.SMTP_URL})` : `http://localhost:${mailWebPort}`}
  Press Ctrl-C to stop.
`);
