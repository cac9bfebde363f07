import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DomainError } from '@meridian/decider';
import { ApiEnvelope, PathKeyPipe, silent, StaffAnswer, StaffRoutes } from '@meridian/http';
import { ASSETS, Money } from '@meridian/money';
import { C2C_READERS } from '../../c2c-staff-roles';
import { FIAT_CURRENCIES, PAYMENT_TYPES, type FiatCurrency } from '../../orders/domain/c2c-terms';
import { C2C_RULES_ID } from '../domain/c2c-rules';
import { C2cPublicRatesResponseDto, C2cRateResponseDto, C2cRulesResponseDto } from './c2c-rate.response.dto';
import { C2cRatesQuery, fiatOf } from './c2c-rates.query';

const usdt = (text: string) => Money.parse(ASSETS.USDT, text).toString();

/** Open to anyone: the currencies a customer may buy USDT in now, at finance's rate. */
@ApiTags('c2c')
@Controller('api/v1/c2c/rates')
export class C2cRatesController {
  constructor(private readonly rates: C2cRatesQuery) {}

  @Get()
  @ApiEnvelope(C2cPublicRatesResponseDto)
  async published() {
    const open = (await this.rates.published()).filter((rate) => rate.enabled);
    const items = open.map(({ fiat, rate, min, max }) => ({ fiat, rate, min: usdt(min), max: usdt(max), decimals: FIAT_CURRENCIES[fiat as FiatCurrency], payments: [...PAYMENT_TYPES] }));
    return silent({ items });
  }
}

/** The rate table and the rules as staff read them (every role but compliance; auditors included). */
@StaffRoutes('api/v1/admin/c2c')
export class C2cRatesAdminController {
  constructor(private readonly rates: C2cRatesQuery) {}

  @Get('rates')
  @StaffAnswer(C2C_READERS, C2cRateResponseDto, { list: true })
  async list() {
    const data = await this.rates.published();
    return { data, total: data.length };
  }

  @Get('rates/:fiat')
  @StaffAnswer(C2C_READERS, C2cRateResponseDto)
  async one(@Param('fiat', new PathKeyPipe()) fiat: string) {
    return { data: await this.rates.asChanged(fiatOf(fiat)) };
  }

  @Get('rules/:id')
  @StaffAnswer(C2C_READERS, C2cRulesResponseDto)
  async rules(@Param('id', new PathKeyPipe()) id: string) {
    if (id !== C2C_RULES_ID) throw new DomainError('request.notFound');
    return { data: await this.rates.rulesAsChanged() };
  }
}
