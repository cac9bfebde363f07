import { defineInlineProjection, ProjectionRegistry } from './projection-registry';

const orders = (owner: string) =>
  defineInlineProjection({ name: 'orders', owner, canHandle: ['OrderPlaced'], handle: async () => undefined, reset: async () => undefined });

describe('the projection registry', () => {
  it('keeps projections in the order they were registered', () => {
    const registry = new ProjectionRegistry();
    registry.register(orders('shop'));
    registry.register({ ...orders('till'), name: 'payments', canHandle: ['PaymentTaken'] });
    expect(registry.list.map((p) => p.name)).toEqual(['orders', 'payments']);
  });

  it('refuses a name taken twice and names both owners, keeping the first', () => {
    const registry = new ProjectionRegistry();
    registry.register(orders('shop'));
    expect(() => registry.register(orders('warehouse'))).toThrow(
      'inline projection name orders is taken twice: registered by shop, and again by warehouse',
    );
    expect(registry.list.map((p) => p.owner)).toEqual(['shop']);
  });

  it('refuses a projection that handles no event type', () => {
    expect(() => new ProjectionRegistry().register({ ...orders('shop'), canHandle: [] })).toThrow('inline projection orders handles no event type');
  });
});
