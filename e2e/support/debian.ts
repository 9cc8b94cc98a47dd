/**
 * Installs a Debian package the journeys need and this machine lacks (Chromium, the load balancer), when it can: as
 * root or with password-less sudo, from the Debian mirrors (the only packages this machine and CI reach besides npm).
 * A package's service is not started (RUNLEVEL=1): the journeys run their own copy on their own ports.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function installPrefix(): string[] | null {
  if (process.getuid?.() === 0) return [];
  try {
    execFileSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
    return ['sudo', '-n'];
  } catch {
    return null;
  }
}

/** apt-get install `name` where apt-get exists and may be run; returns whether it ran. */
export function installDebianPackage(name: string): boolean {
  const prefix = installPrefix();
  if (prefix === null || !existsSync('/usr/bin/apt-get')) return false;
  const run = (args: string[]) => {
    const [command, ...rest] = [...prefix, ...args];
    execFileSync(command as string, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' },
    });
  };
  console.log(`No ${name} found: installing Debian ${name} (apt-get)…`);
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', name]);
  return true;
}
