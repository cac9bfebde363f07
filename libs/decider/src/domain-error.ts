/**
 * A business rule said no. `code` is a message key of @meridian/http's catalogue and `params` fill its
 * placeholders; the HTTP layer translates it, so deciders stay free of the framework.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'DomainError';
  }
}
