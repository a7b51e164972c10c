import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseLogFormat, type LogFormat } from './env';
import {
  betterAuthLogger,
  createLogger,
  requestLogLevel,
  routeStrayOutput,
  startupBanner,
  type StartupFacts,
} from './logger';

function capture(logFormat: LogFormat, logLevel = 'info') {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { log: createLogger({ logFormat, logLevel }, sink), lines };
}

const facts: StartupFacts = {
  publicUrl: 'http://localhost:3000',
  port: 3000,
  readyMs: 812,
  database: 'pglite',
  dataDir: '/srv/hirebase/data',
  demoLogins: '  admin     admin@demo.hirebase.local  /  hirebase-demo',
  smtp: false,
};

describe('the log setup', () => {
  it('is pretty at a terminal and JSON elsewhere, unless LOG_FORMAT says which', () => {
    expect(parseLogFormat(undefined, true)).toBe('pretty');
    expect(parseLogFormat(undefined, false)).toBe('json');
    expect(parseLogFormat('json', true)).toBe('json');
    expect(parseLogFormat('Pretty', false)).toBe('pretty');
    expect(() => parseLogFormat('yaml', true)).toThrow(/LOG_FORMAT=yaml/);
  });

  it('writes JSON lines or readable lines, filtered by LOG_LEVEL in both', () => {
    const json = capture('json');
    json.log.info({ requestId: 'r1' }, 'hello');
    json.log.debug('hidden');
    expect(json.lines).toHaveLength(1);
    expect(JSON.parse(json.lines[0]!)).toMatchObject({ level: 30, msg: 'hello', requestId: 'r1' });

    const pretty = capture('pretty');
    pretty.log.warn('careful');
    pretty.log.debug('hidden');
    expect(pretty.lines).toHaveLength(1);
    expect(pretty.lines[0]).toMatch(/WARN.*careful/);
    expect(() => JSON.parse(pretty.lines[0]!)).toThrow();
  });

  it('logs every API request in JSON, and in a terminal only failures and slow requests', () => {
    expect(requestLogLevel('json', 200, 3)).toBe('info');
    expect(requestLogLevel('pretty', 200, 3)).toBe('debug');
    expect(requestLogLevel('pretty', 404, 3)).toBe('debug');
    expect(requestLogLevel('pretty', 200, 5000)).toBe('info');
    expect(requestLogLevel('pretty', 503, 3)).toBe('warn');
    expect(requestLogLevel('json', 500, 3)).toBe('warn');
  });

  it("sends better-auth's lines through the same logger", () => {
    const { log, lines } = capture('json');
    const auth = betterAuthLogger(log);
    auth.log('error', 'could not send', new Error('smtp down'));
    auth.log('debug', 'filtered by LOG_LEVEL');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 50,
      from: 'better-auth',
      msg: 'could not send',
      err: { message: 'smtp down' },
    });
  });

  it("turns libraries' console output and process warnings into log lines", async () => {
    const { log, lines } = capture('json');
    const saved = { ...console };
    const listeners = process.listeners('warning');
    try {
      routeStrayOutput(log);
      console.warn('notice: %d rows', 3);
      const warned = new Promise((resolve) => process.once('warning', resolve));
      process.emitWarning('clock skew', 'Warning');
      await warned;
    } finally {
      Object.assign(console, saved);
      process.removeAllListeners('warning');
      for (const listener of listeners) process.on('warning', listener);
    }
    expect(lines.map((line) => JSON.parse(line) as object)).toEqual([
      expect.objectContaining({ level: 40, from: 'console', msg: 'notice: 3 rows' }),
      expect.objectContaining({ level: 40, from: 'process', msg: 'clock skew' }),
    ]);
  });

  it('opens with a banner that names the address, the database, DATA_DIR, the demo logins and how to stop', () => {
    const banner = startupBanner(facts);
    for (const text of [
      'http://localhost:3000',
      'PGlite',
      '/srv/hirebase/data',
      'admin@demo.hirebase.local',
      'Ctrl+C',
      'SMTP_URL',
    ]) {
      expect(banner).toContain(text);
    }
    const plain = startupBanner({ ...facts, database: 'postgres', demoLogins: null, smtp: true });
    expect(plain).toContain('PostgreSQL');
    expect(plain).not.toMatch(/Demo logins|SMTP_URL/);
    expect(banner.split('\n').length).toBeLessThan(20);
  });
});
