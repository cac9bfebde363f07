import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { IssueWalletNonceController } from './issue-wallet-nonce.http.controller';
import type { WalletNonceResponseDto } from './issue-wallet-nonce.response.dto';

// What the route answers must fit its document (libs/http answer-fits.ts).
export type IssueWalletNonceAnswerFits = Fits<EnvelopeDataOf<IssueWalletNonceController, 'nonce'>, WalletNonceResponseDto>;
