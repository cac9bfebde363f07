import { Inject, type OnModuleInit } from '@nestjs/common';
import type { MessageBus, Subscription } from '@meridian/messaging';
import { MESSAGE_BUS } from './tokens';

/**
 * A provider that hears other services over the bus: its `subscriptions()` are subscribed when its
 * module starts, before the bus delivers anything. The bus is injected as a property, so a consumer's
 * constructor names only what its handlers use.
 */
export abstract class BusConsumer implements OnModuleInit {
  @Inject(MESSAGE_BUS) private readonly bus!: MessageBus;

  protected abstract subscriptions(): Subscription[];

  async onModuleInit(): Promise<void> {
    for (const subscription of this.subscriptions()) await this.bus.subscribe(subscription);
  }
}
