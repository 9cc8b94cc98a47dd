// The local mail inbox npm start and npm run dev run when no SMTP_URL is set (maildev). Its web inbox shows every
// mail the shop sends — one-time codes, password-reset links — so it listens on loopback only unless the shop owner
// opens it on purpose with MAIL_INBOX_HOST (e.g. 0.0.0.0 to read it from another machine on a trusted network).
// maildev's own default binds the web inbox to every address even when --ip keeps SMTP on loopback.
// Its mails (.eml files with those codes) are kept in the shop's data folder, readable by the shop's user only, not
// in the system's temporary folder, where maildev puts them by default for anyone on the machine to read.
import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOOPBACK } from '../../build/ports.mjs';

export { LOOPBACK };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Where the inbox keeps its mails: `mail` beside the embedded database's folder (DATA_DIR, read from the server's
 * folder as the API reads it), so `.data/mail` by default.
 * @param {Record<string, string | undefined>} configured the settings (environment over .env)
 * @returns {string}
 */
export function inboxFolderOf(configured) {
  const dataDir = path.resolve(root, 'server', configured.DATA_DIR?.trim() || path.join(root, '.data', 'db'));
  return path.join(path.dirname(dataDir), 'mail');
}

/**
 * Makes the inbox's folder, owner only (0700), also when it already existed with wider permissions.
 * @param {string} folder
 * @returns {string} the folder
 */
export function prepareInboxFolder(folder) {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  return folder;
}

/**
 * maildev's arguments: SMTP always on loopback (only the API sends to it), the web inbox on MAIL_INBOX_HOST or
 * loopback, the mails in `mailFolder` (the newest 500 kept).
 * @param {{ smtp: number, web: number }} ports
 * @param {Record<string, string | undefined>} configured the settings (environment over .env)
 * @param {string} mailFolder from inboxFolderOf, made by prepareInboxFolder
 * @returns {string[]}
 */
export function mailInboxArgs(ports, configured, mailFolder) {
  const webHost = configured.MAIL_INBOX_HOST?.trim() || LOOPBACK;
  return [
    '--ip',
    LOOPBACK,
    '--smtp',
    String(ports.smtp),
    '--web-ip',
    webHost,
    '--web',
    String(ports.web),
    '--mail-directory',
    mailFolder,
    '--max-emails',
    '500',
    '--silent',
  ];
}
