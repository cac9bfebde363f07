/**
 * What the HTTP layer needs of a response, on either adapter Nest runs on: an Express `Response` or a
 * Fastify `FastifyReply`. Guards, interceptors and the error filter go through these, so they exist
 * once whichever server carries them.
 */
export interface ResponseShape {
  statusCode: number;
  status(code: number): unknown;
  /** Express. */
  setHeader?(name: string, value: string): unknown;
  json?(body: unknown): unknown;
  headersSent?: boolean;
  /** Fastify. */
  header?(name: string, value: string): unknown;
  send?(body: unknown): unknown;
  sent?: boolean;
}

export function setResponseHeader(res: ResponseShape, name: string, value: string): void {
  if (res.header) res.header(name, value);
  else res.setHeader!(name, value);
}

export function answered(res: ResponseShape): boolean {
  return Boolean(res.headersSent ?? res.sent);
}

export function sendJson(res: ResponseShape, status: number, body: unknown): void {
  res.status(status);
  if (res.json) res.json(body);
  else res.send!(body);
}

/** The path without the query: Express parses it for us, Fastify gives the URL. */
export function pathOf(req: { path?: string; url?: string }): string {
  return req.path ?? (req.url ?? '/').split('?')[0]!;
}
