import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * Security headers on every page and API answer: a content security policy that allows only the
 * apps' own scripts, styles, images and same-origin sockets (inline styles stay allowed: the back
 * office's component library injects its styles at run time), no framing, no MIME sniffing, no
 * referrer leaving the site, and HSTS only when the request came over HTTPS (directly or through a
 * trusted proxy), so a plain-HTTP local start is not pinned to HTTPS.
 */
export function securityHeaders(): RequestHandler[] {
  const policy = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  const hstsOverHttps = (req: Request, res: Response, next: NextFunction) => {
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
  return [policy, hstsOverHttps];
}
