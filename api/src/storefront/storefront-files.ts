import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import { SERVER_BUILD_DIR } from './storefront-renderer.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};
/** Worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.txt',
  '.webmanifest',
  '.svg',
]);
/** Below this a compressed body saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** A body with its compressed forms (those that are smaller) and its ETag. */
export interface Encoded {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
}

/**
 * Compresses a body with brotli and gzip, best (files and per-tenant pages, compressed once) or fast (a page
 * rendered per request); a form that does not save bytes is left out.
 */
export async function encodeBody(
  body: Buffer,
  compressible = true,
  effort: 'best' | 'fast' = 'best',
): Promise<Encoded> {
  // Weak: the same ETag stands for the body in each of its encodings.
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  if (!compressible || body.length < MIN_COMPRESS_BYTES) return { body, etag };
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? constants.BROTLI_MAX_QUALITY : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: effort === 'best' ? 9 : 6 }),
  ]);
  return {
    body,
    etag,
    br: br.length < body.length ? br : undefined,
    gzip: gz.length < body.length ? gz : undefined,
  };
}

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none. A coding listed with
 * q=0 is refused; `*` stands for both.
 */
export function preferredEncoding(header: string | undefined, available: Encoded): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: Encoding) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (available.br && accepts('br')) return 'br';
  if (available.gzip && accepts('gzip')) return 'gzip';
  return null;
}

/** A file of the build, read once and kept in memory with its compressed forms. */
export interface StaticFile extends Encoded {
  contentType: string;
  /** Under /assets/: content-hashed names, cached for a year. */
  immutable: boolean;
}

/**
 * The storefront's built files, read from `dir` on first request and kept in memory (a build is a few MB and never
 * changes while the server runs). A path outside `dir`, a folder, or anything that is not a file is null.
 */
export class StorefrontFiles {
  private readonly files = new Map<string, Promise<StaticFile | null>>();
  private readonly root: string;

  constructor(dir: string) {
    this.root = resolve(dir);
  }

  /**
   * The file at a URL path (already decoded), or null. index.html is not served as a file (see the pages), nor is
   * anything of the server build.
   */
  get(urlPath: string): Promise<StaticFile | null> {
    if (urlPath.includes('\0') || urlPath.startsWith(`/${SERVER_BUILD_DIR}/`)) return Promise.resolve(null);
    const file = resolve(join(this.root, urlPath));
    if (!file.startsWith(this.root + sep) || file === join(this.root, 'index.html'))
      return Promise.resolve(null);
    let entry = this.files.get(file);
    if (!entry) {
      entry = this.load(file, urlPath);
      // Only files that exist stay in memory: a stream of made-up paths costs a stat each, not memory.
      void entry.then((loaded) => (loaded ? undefined : this.files.delete(file)));
      this.files.set(file, entry);
    }
    return entry;
  }

  /** Reads and compresses the hashed assets ahead of their first request. */
  async warm(paths: string[]): Promise<void> {
    for (const path of paths) await this.get(path);
  }

  private async load(file: string, urlPath: string): Promise<StaticFile | null> {
    try {
      if (!(await stat(file)).isFile()) return null;
    } catch {
      return null;
    }
    const extension = extname(file).toLowerCase();
    const encoded = await encodeBody(await readFile(file), COMPRESSIBLE.has(extension));
    return {
      ...encoded,
      contentType: TYPES[extension] ?? 'application/octet-stream',
      immutable: urlPath.startsWith('/assets/'),
    };
  }
}

/** Whether a path names a file (its last segment has an extension we serve): missing, it is a 404, not the app. */
export function looksLikeFile(urlPath: string): boolean {
  const last = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return urlPath.startsWith('/assets/') || extname(last).toLowerCase() in TYPES;
}
