import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * The rows a query builder selects as entities, each with the values it selects beside them by name
 * (`addSelect(expression, name)`: a count, a status computed at the clock's now). For queries without
 * joins, whose raw rows and entities correspond one to one.
 */
export async function withSelected<Entity extends ObjectLiteral, Selected extends object>(
  query: SelectQueryBuilder<Entity>,
  names: readonly (keyof Selected & string)[],
): Promise<(Entity & Selected)[]> {
  const { entities, raw } = await query.getRawAndEntities<Selected>();
  return entities.map((entity, index) => ({ ...entity, ...(Object.fromEntries(names.map((name) => [name, raw[index]![name]])) as Selected) }));
}
