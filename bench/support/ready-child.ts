import { spawn, type ChildProcess } from 'node:child_process';

/** Starts a bench server script on `port` and resolves with the JSON line it prints once it says "ready"; the child is stopped when the bench exits. */
export function startReadyChild(script: string, port: number): Promise<{ child: ChildProcess; info: Record<string, string> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  process.on('exit', () => child.kill('SIGTERM'));
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').slice(0, -1).find((l) => l.includes('"ready"')); // whole lines only
      if (line) resolve({ child, info: JSON.parse(line) });
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}
