/**
 * A business rule said no. The code is a message key of @meridian/http's catalogue; the HTTP layer
 * translates it (domain code stays free of the framework).
 */
export class DomainError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'DomainError';
  }
}
