import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../lib/env';
import { openDatabase } from './client';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'embedded-pool-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('EMBEDDED_SHARED_BUFFERS', () => {
  it('sizes the embedded database’s buffer pool, 16MB unless set', async () => {
    expect(loadEnv({ DATA_DIR: dataDir }).embeddedSharedBuffers).toBe('16MB');
    const database = await openDatabase(loadEnv({ DATA_DIR: dataDir, EMBEDDED_SHARED_BUFFERS: '24MB' }));
    try {
      const { rows } = (await database.db.execute(sql`show shared_buffers`)) as unknown as { rows: unknown[] };
      expect(rows).toEqual([{ shared_buffers: '24MB' }]);
    } finally {
      await database.close();
    }
  });

  it('stops start-up on a value PostgreSQL would not read as a size', () => {
    expect(() => loadEnv({ DATA_DIR: dataDir, EMBEDDED_SHARED_BUFFERS: 'lots' })).toThrow('EMBEDDED_SHARED_BUFFERS=lots: expected a size such as 16MB');
  });
});
