/** The deepest a JSON body may nest (objects and arrays): no form of the platform needs more than a few levels. */
export const MAX_JSON_DEPTH = 32;

/** A refusal the error envelope knows: the status and the body-parser style `type` it maps to a message. */
export class BodyRefused extends Error {
  readonly status = 400;
  readonly statusCode = 400;
  constructor(readonly type: 'entity.too.deep' | 'entity.nul.char') {
    super(type === 'entity.too.deep' ? 'JSON nested too deeply' : 'NUL character in the request');
    this.name = 'BodyRefused';
  }
}

/**
 * Scans raw JSON bytes once, before anything parses or walks them (the request log's canonical form,
 * class-transformer and every recursive reader would otherwise overflow the stack on 10 KB of `[[[[`),
 * and refuses a body that nests deeper than `maxDepth` or carries an escaped NUL character, which no
 * PostgreSQL text column can hold. Linear in the body's size, no allocation.
 */
export function assertJsonShape(bytes: Uint8Array, maxDepth = MAX_JSON_DEPTH): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (inString) {
      if (byte === 0x5c /* \ */) {
        // `\u0000` (any case of hex digits, all zero) is a NUL inside a string.
        if (bytes[i + 1] === 0x75 && bytes[i + 2] === 0x30 && bytes[i + 3] === 0x30 && bytes[i + 4] === 0x30 && bytes[i + 5] === 0x30) throw new BodyRefused('entity.nul.char');
        i++;
      } else if (byte === 0x22 /* " */) {
        inString = false;
      }
      continue;
    }
    if (byte === 0x22) inString = true;
    else if (byte === 0x5b /* [ */ || byte === 0x7b /* { */) {
      if (++depth > maxDepth) throw new BodyRefused('entity.too.deep');
    } else if (byte === 0x5d /* ] */ || byte === 0x7d /* } */) depth--;
  }
}

/** body-parser's `verify` hook: the shape check runs on the raw bytes before JSON.parse. */
export function verifyJsonShape(_req: unknown, _res: unknown, bytes: Buffer): void {
  assertJsonShape(bytes);
}

/** A request target whose path or query carries a NUL (`%00`) is refused before any route reads it. */
export function hasNulInTarget(url: string): boolean {
  return /%00/.test(url) || url.includes('\u0000');
}

/** Express middleware: refuses a NUL anywhere in the request target. */
export function refuseNulInTarget(req: { url: string }, _res: unknown, next: (error?: unknown) => void): void {
  next(hasNulInTarget(req.url) ? new BodyRefused('entity.nul.char') : undefined);
}
