// The OpenAPI document describes answers with response DTOs and the web apps' types are generated
// from it, so what a service really answers must fit them. A module states it once per answer:
//   export type DepthFits = Fits<AnswerOf<SpotTradingService, 'depth'>, DepthResponseDto>;
// and the build fails when the two drift apart.

/** Compiles only when `Actual` can be read as `Declared`. */
export type Fits<Actual extends Declared, Declared> = Actual;

/** What a method of a query or service resolves to. */
export type AnswerOf<Service, Method extends keyof Service> = Service[Method] extends (...args: never[]) => infer Result ? Awaited<Result> : never;

/** The `data` of the envelope a controller's route answers. */
export type EnvelopeDataOf<Controller, Method extends keyof Controller> = AnswerOf<Controller, Method> extends { data: infer Data } ? NonNullable<Data> : never;
