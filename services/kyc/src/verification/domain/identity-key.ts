import { createHash } from 'node:crypto';

/**
 * What makes two verifications the same person: the real name and the document number, compared
 * without case, spacing or punctuation. Only its SHA-256 is stored, so the uniqueness index holds no
 * document number in clear.
 */
export function identityKeyOf(realName: string, documentNumber: string): string {
  const name = realName.normalize('NFKC').toLocaleLowerCase('en').replace(/[\s.,'-]+/g, ' ').trim();
  const number = documentNumber.normalize('NFKC').toUpperCase().replace(/[^0-9A-Z]/g, '');
  return createHash('sha256').update(`${name}|${number}`).digest('hex');
}
