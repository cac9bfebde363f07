import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Express, NextFunction, Request, Response } from 'express';
import { firstScreenFile, readFirstScreens } from './first-screens';
import { precompressedStatic } from './precompressed-static';

const API_PREFIXES = ['/api/', '/web/', '/socket.io', '/health'];

/**
 * Serves the built customer app at `/` and the back office at `/admin`, each with a fallback to its
 * index.html so client-side routes survive a reload. API paths are left to Nest (and its 404).
 * Files go out precompressed when the build wrote `.br`/`.gz` beside them; hashed assets are immutable
 * for a year, index.html and the service worker are revalidated on every load.
 */
export function serveWebApps(app: Express, customerAppDir: string, backOfficeDir: string): string[] {
  const missing: string[] = [];
  const mount = (prefix: string, dir: string) => {
    const index = join(dir, 'index.html');
    if (!existsSync(index)) {
      missing.push(dir);
      return;
    }
    const serveFile = precompressedStatic(dir);
    const firstScreens = readFirstScreens(dir);
    app.use(prefix, serveFile);
    app.use(prefix, (req: Request, res: Response, next: NextFunction) => {
      const path = req.originalUrl.split('?')[0]!;
      const isPage = req.method === 'GET' && !API_PREFIXES.some((api) => path.startsWith(api)) && !/\.[a-z0-9]+$/i.test(path);
      if (!isPage || (prefix === '/' && path.startsWith('/admin'))) return next();
      // index.html, with the screen already drawn in the reader's language where the build drew it
      // (first-screens.ts); compressed like every other file and revalidated on each load.
      const drawn = firstScreens && firstScreenFile(firstScreens, { path, acceptLanguage: req.headers['accept-language'], cookie: req.headers.cookie });
      if (firstScreens) res.vary('Accept-Language').vary('Cookie');
      req.url = `/${drawn ?? 'index.html'}`;
      serveFile(req, res, next);
    });
  };
  mount('/admin', backOfficeDir);
  mount('/', customerAppDir);
  return missing;
}
