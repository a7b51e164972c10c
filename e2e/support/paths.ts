import os from 'node:os';
import path from 'node:path';

/** The app's port for the browser tests; E2E_PORT lets two checkouts run them side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`;
export const E2E_TMP = path.join(os.tmpdir(), E2E_PORT === 3210 ? 'hirebase-e2e' : `hirebase-e2e-${E2E_PORT}`);
export const MAIL_DIR = path.join(E2E_TMP, 'mail');

/** The throwaway IMAP mailbox serve.ts starts when Dovecot is installed; its ports are written to IMAP_FILE. */
export const IMAP_FILE = path.join(E2E_TMP, 'imap.json');
export const IMAP_E2E = { user: 'recruiter@mailbox.test', password: 'e2e-app-password' };

/** The throwaway CalDAV server serve.ts starts when Radicale is installed; its address is written to CALDAV_FILE. */
export const CALDAV_FILE = path.join(E2E_TMP, 'caldav.json');
export const CALDAV_E2E = { user: 'rui', password: 'e2e-calendar-password' };
