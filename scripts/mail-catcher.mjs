// The local mail catcher: MailDev 2 (a root dev dependency) catches every mail the API sends over
// SMTP and shows it in a web inbox, with a REST API the journeys read (GET /email).
import { createServer } from 'node:net';
import { join } from 'node:path';
import { repoRoot, startChild } from './processes.mjs';
import { waitForUrl } from './shop-layout.mjs';

export const MAIL_SMTP_PORT = 1025;
export const MAIL_WEB_PORT = 1080;
export const MAIL_INBOX_URL = `http://localhost:${MAIL_WEB_PORT}`;
export const MAIL_SMTP_URL = `smtp://127.0.0.1:${MAIL_SMTP_PORT}`;

const portIsFree = (port) =>
  new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });

/**
 * Starts MailDev on 127.0.0.1 (SMTP 1025, inbox 1080) unless something already listens there (a
 * MailDev of another run): then the API sends to that one. Answers the API's SMTP_URL.
 */
export async function startMailCatcher() {
  if (!(await portIsFree(MAIL_SMTP_PORT)) || !(await portIsFree(MAIL_WEB_PORT))) {
    console.log(
      `Ports ${MAIL_SMTP_PORT}/${MAIL_WEB_PORT} are taken: using the mail catcher there.`,
    );
    return MAIL_SMTP_URL;
  }
  const maildev = join(repoRoot, 'node_modules', '.bin', 'maildev');
  const args = ['--smtp', String(MAIL_SMTP_PORT), '--web', String(MAIL_WEB_PORT)];
  startChild('maildev', maildev, [...args, '--ip', '127.0.0.1', '--silent'], {
    onExit: (code, signal) =>
      console.error(`maildev stopped (${signal ?? `exit code ${code}`}); mails are not caught.`),
  });
  if (!(await waitForUrl(`http://127.0.0.1:${MAIL_WEB_PORT}/email`, 20_000))) {
    console.error('maildev did not answer in time; the API will log failed mails.');
  }
  return MAIL_SMTP_URL;
}
