// The local mail inbox npm start and npm run dev run when no SMTP_URL is set (maildev). Its web inbox shows every
// mail the shop sends — one-time codes, password-reset links — so it listens on loopback only unless the shop owner
// opens it on purpose with MAIL_INBOX_HOST (e.g. 0.0.0.0 to read it from another machine on a trusted network).
// maildev's own default binds the web inbox to every address even when --ip keeps SMTP on loopback.

export const LOOPBACK = '127.0.0.1';

/**
 * maildev's arguments: SMTP always on loopback (only the API sends to it), the web inbox on MAIL_INBOX_HOST or
 * loopback.
 * @param {{ smtp: number, web: number }} ports
 * @param {Record<string, string | undefined>} configured the settings (environment over .env)
 * @returns {string[]}
 */
export function mailInboxArgs(ports, configured) {
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
    '--silent',
  ];
}
