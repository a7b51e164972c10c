import os from 'node:os';
import path from 'node:path';

export const E2E_TMP = path.join(os.tmpdir(), 'hirebase-e2e');
export const MAIL_DIR = path.join(E2E_TMP, 'mail');
