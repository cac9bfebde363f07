import { Injectable } from '@nestjs/common';
import type { LooseningRules } from '@meridian/decider';
import { ServiceControlProposals } from '@meridian/http';
import type { EarnProductTerms } from '../domain/earn-product-terms';

/**
 * Which way a product's terms loosen a control: a higher rate range (the platform promises more), a
 * higher maximum or lower minimum, a changed penalty, cycle or kind, switching a product on. A new
 * product is all loosening: it waits for a second finance or admin member as a whole.
 */
export const EARN_PRODUCT_LOOSER: LooseningRules<EarnProductTerms> = {
  productId: 'any-change',
  kind: 'any-change',
  minVipLevel: 'lower',
  cycleDays: 'any-change',
  minAmount: 'lower',
  maxAmount: 'higher',
  dailyRateMin: 'higher',
  dailyRateMax: 'higher',
  penalty: 'any-change',
  enabled: 'true',
};

/** Earn's control-change proposals (product terms and their rate range), behind `/admin/proposals/earn`. */
@Injectable()
export class EarnControlProposals extends ServiceControlProposals('earn') {}
