import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError, translate, type Lang } from '@meridian/http';
import { parseAccount } from '../../customers/account-identifier';
import { CustomerDirectory } from '../../customers/customer-directory';
import { MESSAGE_SENDER, type MessageSender } from '../message-sender';
import { RESEND_AFTER_SECONDS, VerificationCodes, type CodeScene } from '../verification-codes';
import { AttemptLimits } from '../../credentials/attempt-limits';

export class RequestCodeCommand extends Command<{ resend_after: number }> {
  constructor(
    readonly input: { type?: string; account?: string; area_code?: string; scene?: CodeScene },
    readonly lang: Lang,
    readonly ip: string,
  ) {
    super();
  }
}

@CommandHandler(RequestCodeCommand)
export class RequestCodeHandler implements ICommandHandler<RequestCodeCommand> {
  constructor(
    private readonly codes: VerificationCodes,
    private readonly directory: CustomerDirectory,
    @Inject(MESSAGE_SENDER) private readonly sender: MessageSender,
    private readonly attempts: AttemptLimits,
  ) {}

  async execute({ input, lang, ip }: RequestCodeCommand): Promise<{ resend_after: number }> {
    const account = parseAccount(input.type, input.account, input.area_code);
    if (typeof account === 'string') throw AppError.badInput(account);
    const scene = input.scene ?? 'register';
    await this.attempts.countCodeRequest(ip);
    // Registering or binding an address that is taken, or resetting one that does not exist, sends nothing;
    // the answer is the same either way so the endpoint cannot be used to probe for accounts.
    const existing = await this.directory.byAccountKey(account.key);
    const shouldSend = scene === 'reset' ? existing !== null : existing === null;
    const issued = await this.codes.issue(account.key, scene);
    if ('waitSeconds' in issued) throw new AppError('code.tooSoon', 1, 429, { seconds: issued.waitSeconds }, { data: { resend_after: issued.waitSeconds } });
    if (shouldSend) {
      await this.sender.send({
        channel: account.type === 'email' ? 'email' : 'sms',
        recipient: account.key,
        subject: translate(lang, 'code.subject'),
        body: translate(lang, 'code.body', { code: issued.code }),
        lang,
        purpose: scene,
      });
    }
    return { resend_after: RESEND_AFTER_SECONDS };
  }
}
