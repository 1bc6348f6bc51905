/**
 * How the storefront is served in production, for the benchmark: the built files with gzip (as any CDN or
 * reverse proxy sends them; `vite preview` does not compress), long-lived caching for hashed assets, the app's
 * index.html for every other path, and /api proxied to the API.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map']);

/** Starts the server on 127.0.0.1:port; resolves with it once it listens. */
export function startStaticServer({ root, port, apiPort }) {
  const gzipped = new Map();

  async function sendFile(req, res, file) {
    const ext = extname(file);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': file.includes(`${join(root, 'assets')}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      let body = gzipped.get(file);
      if (!body) gzipped.set(file, (body = gzipSync(await readFile(file), { level: 9 })));
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': statSync(file).size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  }

  function proxy(req, res) {
    const upstream = request(
      { host: '127.0.0.1', port: apiPort, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(`API unreachable: ${error.message}`);
    });
    req.pipe(upstream);
  }

  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (path === '/api' || path.startsWith('/api/')) return proxy(req, res);
    const file = normalize(join(root, path));
    const target =
      file.startsWith(root) && existsSync(file) && statSync(file).isFile() ? file : join(root, 'index.html');
    sendFile(req, res, target).catch((error) => {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
