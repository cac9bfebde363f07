export { C2cModule } from './c2c.module';
export { c2cMigrations } from './c2c.migrations';
export { C2cOrderTimers } from './orders/c2c-order-timers';
export { c2cReadModels } from './c2c.read-models';
