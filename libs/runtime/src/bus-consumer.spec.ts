import { Injectable } from '@nestjs/common';
import { PROPERTY_DEPS_METADATA } from '@nestjs/common/constants';
import type { MessageBus, Subscription } from '@meridian/messaging';
import { BusConsumer } from './bus-consumer';
import { MESSAGE_BUS } from './tokens';

const handle = async () => undefined;

@Injectable()
class TwoSubscriptions extends BusConsumer {
  protected subscriptions(): Subscription[] {
    return [
      { consumer: 'test.first', handle },
      { consumer: 'test.second', handle },
    ];
  }
}

describe('a bus consumer', () => {
  it('asks Nest for the bus as a property, so a consumer names only its own dependencies', () => {
    expect(Reflect.getMetadata(PROPERTY_DEPS_METADATA, TwoSubscriptions)).toEqual([{ key: 'bus', type: MESSAGE_BUS }]);
  });

  it('subscribes each of its subscriptions, in order, when its module starts', async () => {
    const subscribed: string[] = [];
    const bus = { subscribe: async (subscription: Subscription) => void subscribed.push(subscription.consumer) } as unknown as MessageBus;
    const consumer = new TwoSubscriptions();
    Object.assign(consumer, { bus });
    await consumer.onModuleInit();
    expect(subscribed).toEqual(['test.first', 'test.second']);
  });
});
