import type { Eip1193Provider } from './injected-wallet';
import { signWithWallet } from './wallet-signature';

// A wallet as EIP-1193 describes it, recording what it was asked; its signature is a stand-in, as
// the server, not the app, checks signatures.
const wallet = (answers: Partial<Record<string, unknown>> = {}) => {
  const asked: { method: string; params?: unknown[] }[] = [];
  const provider: Eip1193Provider = {
    request: async (args) => {
      asked.push(args);
      const answer =
        args.method in answers
          ? answers[args.method]
          : { eth_requestAccounts: ['0xAbC'], eth_chainId: '0x38', personal_sign: '0xsigned' }[args.method];
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return { provider, asked };
};

const fromHex = (hex: string) =>
  new TextDecoder().decode(
    Uint8Array.from(
      hex
        .slice(2)
        .match(/../g)!
        .map((pair) => parseInt(pair, 16)),
    ),
  );

describe('signing the platform’s message with an injected wallet', () => {
  it('asks for the account and chain, then has the wallet sign the message’s UTF-8 bytes as hex', async () => {
    const { provider, asked } = wallet();
    const messageFor = jest.fn(async () => 'site wants you to sign in\nNonce: abc — ü');
    expect(await signWithWallet(provider, messageFor)).toEqual({
      message: 'site wants you to sign in\nNonce: abc — ü',
      signature: '0xsigned',
    });
    expect(messageFor).toHaveBeenCalledWith('0xAbC', 56);
    const signing = asked.find((call) => call.method === 'personal_sign')!;
    expect(signing.params![1]).toBe('0xAbC');
    expect(fromHex(signing.params![0] as string)).toBe('site wants you to sign in\nNonce: abc — ü');
  });

  it('says the customer declined when the wallet answers 4001, and asks nothing more', async () => {
    const { provider, asked } = wallet({ eth_requestAccounts: Object.assign(new Error('User rejected'), { code: 4001 }) });
    await expect(signWithWallet(provider, async () => 'm')).rejects.toMatchObject({ messageKey: 'walletSignIn.rejected' });
    expect(asked.map((call) => call.method)).toEqual(['eth_requestAccounts']);
  });

  it('fails plainly on a wallet without an account, and signs nothing when the platform gave no message', async () => {
    await expect(signWithWallet(wallet({ eth_requestAccounts: [] }).provider, async () => 'm')).rejects.toMatchObject({
      messageKey: 'walletSignIn.failed',
    });
    const { provider, asked } = wallet();
    expect(await signWithWallet(provider, async () => null)).toBeNull();
    expect(asked.map((call) => call.method)).not.toContain('personal_sign');
  });
});
