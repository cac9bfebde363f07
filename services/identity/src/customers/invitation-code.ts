import { randomBytes } from 'node:crypto';

const INVITATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new customer's code for inviting friends: eight characters without look-alikes, unused so far. */
export async function newInvitationCode(taken: (code: string) => Promise<boolean>): Promise<string> {
  for (;;) {
    const code = Array.from(randomBytes(8), (byte) => INVITATION_ALPHABET[byte % INVITATION_ALPHABET.length]).join('');
    if (!(await taken(code))) return code;
  }
}
