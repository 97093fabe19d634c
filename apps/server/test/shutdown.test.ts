import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('stopping the server with SIGTERM', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lingon-shutdown-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('finishes a request in flight, refuses new connections, closes the database and exits 0', async () => {
    const child = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SITE_DIR: '/nonexistent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk.toString()));
    child.stderr.on('data', (chunk) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = /running on http:\/\/localhost:(\d+)/.exec(output);
        if (match) {
          clearInterval(timer);
          resolve(Number(match[1]));
        }
      }, 100);
      void exited.then(() => reject(new Error(`server exited early:\n${output}`)));
    });

    // A request whose body is only half sent when the signal comes.
    const body = JSON.stringify({
      searchString: 'Storgatan 1',
      bestHitsOnly: true,
      maxResults: 10,
    });
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const answered = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      `POST /services/lingon-broadband-service/v1/address/search HTTP/1.1\r\nHost: localhost\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n` +
        body.slice(0, 10),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));

    // No new connections once stopping.
    const refused = await new Promise<boolean>((resolve) => {
      const late = net.connect(port, '127.0.0.1');
      late.once('connect', () => {
        late.destroy();
        resolve(false);
      });
      late.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);

    socket.write(body.slice(10));
    await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('Storgatan');
    expect(await exited).toBe(0);
    expect(output).toContain('SIGTERM: finishing the requests in flight');
    expect(output).toContain('Stopped');
  }, 120_000);
});
