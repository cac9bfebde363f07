import { Injectable } from '@nestjs/common';
import { customerLabelsSubscription } from '@meridian/contracts';
import { BusConsumer } from '@meridian/runtime';

/** Names for the staff searches, and the calling code that decides jurisdiction, from identity's published registrations. */
@Injectable()
export class SpotCustomerLabelsConsumer extends BusConsumer {
  protected subscriptions() {
    return [customerLabelsSubscription('trading.customer-labels', 'spot_customer_labels', { withAreaCode: true })];
  }
}
