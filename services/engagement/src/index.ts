export { EngagementModule } from './engagement.module';
export { engagementMigrations } from './engagement.migrations';
