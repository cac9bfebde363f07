import 'reflect-metadata';
import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Query, type INestApplication, type Type } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer, NestFactory } from '@nestjs/core';
import { getMetadataStorage, IsString } from 'class-validator';
import { Pool } from 'pg';
import { PathKeyPipe } from '@meridian/http';
import { readSettings } from '@meridian/platform';
import { PlatformModule } from '../../services/platform/src/app.module';

/**
 * What a route takes from the caller reaches its handler checked: every body and query whole, as a
 * class that carries class-validator constraints (the validation pipe checks it, the OpenAPI document
 * describes it), and every path parameter through a pipe (ParseUUIDPipe, PathKeyPipe or the service's
 * own), so a malformed id is a 400 in the caller's language before any lookup. Read from the metadata
 * Nest and class-validator keep at run time, over the controllers the platform really composes.
 */
type RouteArgument = { index: number; data?: unknown; pipes?: unknown[] };
const PLAIN = new Set<unknown>([Object, String, Number, Boolean, Array, Function, undefined]);

const carriesConstraints = (type: unknown): boolean =>
  typeof type === 'function' && !PLAIN.has(type) && getMetadataStorage().getTargetValidationMetadatas(type, '', true, false).length > 0;

function handlersOf(controller: Type<unknown>): string[] {
  const names = new Set<string>();
  for (let proto = controller.prototype; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const name of Object.getOwnPropertyNames(proto)) if (name !== 'constructor') names.add(name);
  }
  return [...names];
}

/** Each body, query and path parameter of the controller's routes, with what is wrong with it (null when nothing). */
function inputsOf(controller: Type<unknown>): { where: string; problem: string | null }[] {
  const inputs: { where: string; problem: string | null }[] = [];
  for (const handler of handlersOf(controller)) {
    const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) as Record<string, RouteArgument> | undefined;
    const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, handler) ?? []) as unknown[];
    for (const [key, arg] of Object.entries(args ?? {})) {
      const kind = Number(key.split(':')[0]);
      const where = `${controller.name}.${handler}`;
      if (kind === RouteParamtypes.BODY || kind === RouteParamtypes.QUERY) {
        const decorator = kind === RouteParamtypes.BODY ? '@Body' : '@Query';
        const type = types[arg.index] as { name?: string } | undefined;
        const problem =
          arg.data !== undefined
            ? `${decorator}('${String(arg.data)}') takes one field unchecked; take the whole input as a DTO`
            : carriesConstraints(type)
              ? null
              : `${decorator}() is ${type?.name ?? 'untyped'}, a type without class-validator constraints`;
        inputs.push({ where, problem });
      }
      if (kind === RouteParamtypes.PARAM) {
        const problem =
          arg.data === undefined
            ? '@Param() takes every path parameter unchecked'
            : arg.pipes?.length
              ? null
              : `@Param('${String(arg.data)}') has no pipe (ParseUUIDPipe, PathKeyPipe)`;
        inputs.push({ where, problem });
      }
    }
  }
  return inputs;
}

/** Each input of the controller's routes that reaches its handler unchecked, said in words. */
const uncheckedInputs = (controller: Type<unknown>): string[] =>
  inputsOf(controller).flatMap(({ where, problem }) => (problem ? [`${where}: ${problem}`] : []));

describe('request input', () => {
  let app: INestApplication;
  let controllers: Type<unknown>[];

  beforeAll(async () => {
    // Composed as `npm run api:types` composes it: no database is reached, nothing is started.
    const unused = new Pool({ connectionString: 'postgres://unused@127.0.0.1:1/unused' });
    app = await NestFactory.create(PlatformModule.compose(unused, readSettings({})), { logger: false, abortOnError: false });
    controllers = [...app.get(ModulesContainer).values()].flatMap((module) =>
      [...module.controllers.values()].flatMap((wrapper) => (wrapper.metatype ? [wrapper.metatype as Type<unknown>] : [])),
    );
  }, 120_000);
  afterAll(() => app?.close());

  it('finds the controllers of every service and their inputs', () => {
    expect(controllers.length).toBeGreaterThan(40);
    expect(controllers.map((controller) => controller.name)).toEqual(
      expect.arrayContaining(['LogInController', 'StaffDepositsController', 'SpotController', 'KycController', 'PurchaseEarnController', 'LoansController', 'AccountsProposalsController']),
    );
    expect(controllers.flatMap(inputsOf).length).toBeGreaterThan(200);
  });

  it('takes every body and query as a class-validator DTO and every path parameter through a pipe', () => {
    expect(controllers.flatMap(uncheckedInputs)).toEqual([]);
  });

  it('would catch a DTO without constraints, an inline type, a single field and a path parameter without a pipe', () => {
    class NamedLikeADto {
      name!: string;
    }
    class CheckedDto {
      @IsString()
      name!: string;
    }
    @Controller('planted')
    class PlantedController {
      @Post(':id')
      unchecked(@Param('id') _id: string, @Body() _body: NamedLikeADto, @Query() _query: Record<string, string>) {}

      @Get('all/:id')
      wholeParams(@Param() _params: Record<string, string>, @Query('limit') _limit: string) {}

      @Post('checked/:id/:symbol')
      checked(@Param('id', new ParseUUIDPipe()) _id: string, @Param('symbol', new PathKeyPipe()) _symbol: string, @Body() _body: CheckedDto) {}
    }
    expect(uncheckedInputs(PlantedController).sort()).toEqual(
      [
        "PlantedController.unchecked: @Param('id') has no pipe (ParseUUIDPipe, PathKeyPipe)",
        'PlantedController.unchecked: @Body() is NamedLikeADto, a type without class-validator constraints',
        'PlantedController.unchecked: @Query() is Object, a type without class-validator constraints',
        'PlantedController.wholeParams: @Param() takes every path parameter unchecked',
        "PlantedController.wholeParams: @Query('limit') takes one field unchecked; take the whole input as a DTO",
      ].sort(),
    );
  });
});
