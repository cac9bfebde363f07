import { DeciderSpecification, deciderSpec } from './decider-spec';

// A toy counter decider, so the helper is tested apart from the ledger.
type Command = { type: 'Add'; data: { amount: number } };
type Event = { type: 'Added'; data: { amount: number } };
const decide = (command: Command, state: number): Event[] => {
  if (command.data.amount === 0) return [];
  if (state + command.data.amount > 10) throw Object.assign(new Error('too much'), { code: 'counter.tooMuch' });
  return [{ type: 'Added', data: { amount: command.data.amount } }];
};
const evolve = (state: number, event: Event) => state + event.data.amount;
const spec = deciderSpec(decide, evolve, () => 0);
const add = (amount: number): Command => ({ type: 'Add', data: { amount } });
const added = (amount: number): Event => ({ type: 'Added', data: { amount } });

describe('deciderSpec', () => {
  it('passes when the decider emits the expected events', () =>
    spec
      .given([added(4)])
      .when(add(6))
      .then([added(6)]));

  it('fails when the events differ', () => {
    expect(() =>
      spec
        .given([])
        .when(add(1))
        .then([added(2)]),
    ).toThrow(/deep|equal/i);
  });

  it('passes when the decider throws the expected code', () =>
    spec
      .given([added(8)])
      .when(add(3))
      .thenThrows('counter.tooMuch'));

  it('fails when the decider throws another code', () => {
    expect(() =>
      spec
        .given([added(8)])
        .when(add(3))
        .thenThrows('counter.other'),
    ).toThrow('expected an error with code counter.other, got counter.tooMuch: too much');
  });

  it('fails when the decider does not throw', () => {
    expect(() => spec.given([]).when(add(1)).thenThrows('counter.tooMuch')).toThrow('but the decider emitted 1 event(s)');
  });

  it('says so when awaited by mistake instead of checking nothing', async () => {
    await expect((async () => await (spec.given([]).when(add(1)) as unknown))()).rejects.toThrow('a decider spec is not a promise');
  });
});

describe('thenNothingHappened', () => {
  it('passes when the command decides no event', () => spec.given([added(4)]).when(add(0)).thenNothingHappened());

  it('fails, naming the events, when the decider emits some', () => {
    expect(() => spec.given([]).when(add(1)).thenNothingHappened()).toThrow('expected no event, but the decider emitted Added');
  });

  it('fails with the refusal when the decider throws', () => {
    expect(() => spec.given([added(8)]).when(add(3)).thenNothingHappened()).toThrow('too much');
  });
});

describe('DeciderSpecification.for', () => {
  const counter = { decide, evolve, initialState: () => 0 };

  it('takes the decider whole and checks as deciderSpec does', () => {
    DeciderSpecification.for(counter).given([added(4)]).when(add(6)).then([added(6)]);
    DeciderSpecification.for(counter).given([added(8)]).when(add(3)).thenThrows('counter.tooMuch');
    expect(() => DeciderSpecification.for(counter).given([]).when(add(1)).then([added(2)])).toThrow(/deep|equal/i);
  });

  it('starts from the decider initial state', () => {
    const fromFive = { ...counter, initialState: () => 5 };
    expect(() => DeciderSpecification.for(fromFive).given([]).when(add(6)).then([added(6)])).toThrow('too much');
  });
});
