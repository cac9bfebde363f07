/** A business rule said no; `code` is a message key of @meridian/http, `params` fill its placeholders. */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'DomainError';
  }
}
