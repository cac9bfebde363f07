import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

const API_PREFIXES = ['/api/', '/web/', '/socket.io', '/health'];

/**
 * Serves the built customer app at `/` and the back office at `/admin`, each with a fallback to its
 * index.html so client-side routes survive a reload. API paths are left to Nest (and its 404).
 */
export function serveWebApps(app: Express, customerAppDir: string, backOfficeDir: string): string[] {
  const missing: string[] = [];
  const mount = (prefix: string, dir: string) => {
    const index = join(dir, 'index.html');
    if (!existsSync(index)) {
      missing.push(dir);
      return;
    }
    app.use(prefix, express.static(dir, { index: false, maxAge: '1h', setHeaders: noCacheForHtml }));
    app.use(prefix, (req: Request, res: Response, next: NextFunction) => {
      const path = req.originalUrl.split('?')[0]!;
      const isPage = req.method === 'GET' && !API_PREFIXES.some((api) => path.startsWith(api)) && !/\.[a-z0-9]+$/i.test(path);
      if (!isPage || (prefix === '/' && path.startsWith('/admin'))) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    });
  };
  mount('/admin', backOfficeDir);
  mount('/', customerAppDir);
  return missing;
}

function noCacheForHtml(res: Response, path: string): void {
  if (path.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
}
