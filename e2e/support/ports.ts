/**
 * The e2e shops listen on their own ports so a running `npm start` (3000-4000) does not collide with tests. Each shop
 * a journey starts has its own hundred (the suite's shop 1, the second front end 2, Google 3, mail outage 4, the remotes'
 * standalone pages 5).
 *
 * E2E_PORT_OFFSET (a multiple of 5, 0 to 40) moves every one of them, so two checkouts of the repository on one
 * machine (a worktree per team member) can run their journeys at the same time.
 *
 * The remotes are the registry's (build/remote-registry.json, ADR 050), each at its own port moved into the shop's
 * hundred. A checkout's shop takes five ports from the shell's (shell and remotes on 3001-3004), or ten once a remote
 * is on 3005-3009: an offset then moves it by twice as much, so the checkouts' shops still do not meet.
 */
import { registeredRemotes, type RemoteName } from '@gemstore/shared/remotes';
import type { ShopPorts } from './shop-server';

const SHELL = 3000;

function portOffset(): number {
  const raw = process.env.E2E_PORT_OFFSET ?? '0';
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > 40 || offset % 5 !== 0) {
    throw new Error(`E2E_PORT_OFFSET must be a multiple of 5 from 0 to 40 (it is '${raw}')`);
  }
  return offset;
}

/** The ports one checkout's shop takes from its shell's: 5, or 10 with a remote past shell + 4. */
const portsPerShop = 5 * Math.ceil((Math.max(...registeredRemotes.map(({ port }) => port - SHELL)) + 1) / 5);
if (portsPerShop > 10)
  throw new Error('e2e gives a shop ten ports: a remote is on 3001-3009 (build/remotes.mjs)');

const offset = (portOffset() / 5) * portsPerShop;

/**
 * The ports of the journeys' shop number `hundred`: shell 3h00, each remote 3h0n for its port 300n, API 4h00,
 * SMTP 1h25, inbox 1h80.
 */
export function shopPortsAt(hundred: number): ShopPorts {
  const at = (base: number) => base + hundred * 100 + offset;
  return {
    shell: at(SHELL),
    remotes: Object.fromEntries(registeredRemotes.map(({ name, port }) => [name, at(port)])) as Record<
      RemoteName,
      number
    >,
    api: at(4000),
    smtp: at(1025),
    mailWeb: at(1080),
  };
}

export const e2ePorts = shopPortsAt(1);

export const shopUrl = `http://localhost:${e2ePorts.shell}`;
export const apiUrl = `http://localhost:${e2ePorts.api}`;
export const mailUrl = `http://localhost:${e2ePorts.mailWeb}`;

/**
 * Each remote's standalone page (ADR 056, support/standalone-pages.ts): a development build served on the remote's
 * port in hundred 5, against the suite's API and inbox. The API lets these origins change data, as it lets the
 * remotes' dev servers outside tests.
 */
export const standalonePorts = shopPortsAt(5);
export const standaloneOrigins = Object.values(standalonePorts.remotes).map(
  (port) => `http://localhost:${port}`,
);
