/** What the shop-server tests share: plain HTTP requests with full control of headers, and files written to a dist. */
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };
export type RequestOptions = { method?: string; headers?: Record<string, string>; body?: string };

/** One HTTP request without keep-alive (nothing left open between tests), answering the body's bytes as sent. */
export function requestBytes(
  url: string,
  { method = 'GET', headers = {}, body }: RequestOptions = {},
): Promise<Omit<Answer, 'body'> & { bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The same request, answering the body as text. */
export async function request(url: string, options: RequestOptions = {}): Promise<Answer> {
  const { bytes, ...rest } = await requestBytes(url, options);
  return { ...rest, body: bytes.toString() };
}

/** Writes files (path relative to dir → content), creating folders. */
export function writeFiles(dir: string, files: Record<string, string | Buffer>): void {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
}
