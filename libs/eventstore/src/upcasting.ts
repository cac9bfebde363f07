/** Translates an old schema version of one event type into the next one (invariant 9). */
export interface Upcaster {
  type: string;
  fromSchemaVersion: number;
  upcast(data: unknown): unknown;
}

export class UpcasterChain {
  private readonly byKey = new Map<string, Upcaster>();

  constructor(upcasters: readonly Upcaster[] = []) {
    for (const upcaster of upcasters) this.register(upcaster);
  }

  register(upcaster: Upcaster): void {
    this.byKey.set(`${upcaster.type}@${upcaster.fromSchemaVersion}`, upcaster);
  }

  apply(type: string, schemaVersion: number, data: unknown): { schemaVersion: number; data: unknown } {
    let version = schemaVersion;
    let current = data;
    for (let step = this.byKey.get(`${type}@${version}`); step; step = this.byKey.get(`${type}@${version}`)) {
      current = step.upcast(current);
      version += 1;
    }
    return { schemaVersion: version, data: current };
  }
}
