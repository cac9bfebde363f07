import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/** The encodings a build writes beside each text file (`name.br`, `name.gz`), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** A file Vite named after its content (`/assets/index-2x6AcOXp.js`): it never changes under that name. */
export const isHashedAsset = (path: string) => /^\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i.test(path);

/**
 * The encodings the request accepts, best first by q-value (RFC 9110 12.5.3); `*` stands for any
 * encoding not named, and q=0 refuses one.
 */
export function acceptedEncodings(header: string | undefined): string[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  const wildcard = weights.get('*');
  return ENCODINGS.map(({ name }) => ({ name, q: weights.get(name) ?? wildcard ?? 0 }))
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ name }) => name);
}

/**
 * Serves a built app's files, each in the best precompressed form the browser accepts (brotli, then
 * gzip, else the file itself), with `Vary: Accept-Encoding`. Hashed assets are cached for a year as
 * immutable; everything else (index.html, the service worker, theme-boot.js) is revalidated each time.
 */
export function precompressedStatic(dir: string) {
  const root = normalize(dir + sep);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (path.includes('\0') || path.endsWith('/')) return next();
    const file = normalize(join(root, path));
    if (!file.startsWith(root) || path.split('/').some((segment) => segment.startsWith('.'))) return next();
    if (!isFile(file)) return next();

    const encoding = acceptedEncodings(req.headers['accept-encoding']).find((name) =>
      isFile(file + ENCODINGS.find((e) => e.name === name)!.suffix),
    );
    const suffix = encoding ? ENCODINGS.find((e) => e.name === encoding)!.suffix : '';
    const hasVariants = ENCODINGS.some((e) => isFile(file + e.suffix));
    res.setHeader('Content-Type', TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
    if (hasVariants) res.vary('Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Cache-Control', isHashedAsset(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.sendFile(file + suffix, { cacheControl: false, dotfiles: 'allow' }, (err) => {
      if (err && !res.headersSent) next(err);
    });
  };
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}
