import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { hashPassword } from '../../credentials/password-hasher';
import { TradePasswordGate } from '../../credentials/trade-password-gate';
import { DomainError } from '../../domain-error';
import { CustomerStore } from '../customer-store';
import { SECURITY_QUESTION_IDS, type SecurityQuestionId } from '../customer.events';

/** Answers compare without case or surrounding spaces: "Paris" and " paris" are the same answer. */
export const normaliseAnswer = (answer: string) => answer.trim().toLowerCase().replace(/\s+/g, ' ');
const ANSWER_MIN = 2;
const ANSWER_MAX = 50;

export class SetSecurityQuestionCommand extends Command<null> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly input: { questionId?: number; answer?: string; trade_password?: string },
  ) {
    super();
  }
}

/** One of three questions with an answer hashed like a password; the trade password confirms it. */
@CommandHandler(SetSecurityQuestionCommand)
export class SetSecurityQuestionHandler implements ICommandHandler<SetSecurityQuestionCommand> {
  constructor(
    private readonly customers: CustomerStore,
    private readonly tradePassword: TradePasswordGate,
  ) {}

  async execute({ customer, input }: SetSecurityQuestionCommand): Promise<null> {
    if (customer.kind === 'demo') throw new DomainError('demo.liveOnly');
    if (!SECURITY_QUESTION_IDS.includes(input.questionId as SecurityQuestionId)) throw AppError.badInput('security.questionInvalid');
    const answer = normaliseAnswer(input.answer ?? '');
    if (answer.length < ANSWER_MIN || answer.length > ANSWER_MAX) throw AppError.badInput('security.answerLength', { min: ANSWER_MIN, max: ANSWER_MAX });
    await this.tradePassword.require(customer.customerId, input.trade_password);
    const answerHash = await hashPassword(answer);
    await this.customers.execute(customer.customerId, { type: 'SetSecurityQuestion', data: { questionId: input.questionId as SecurityQuestionId, answerHash } });
    return null;
  }
}
