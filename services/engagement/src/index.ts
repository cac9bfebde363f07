export { EngagementModule } from './engagement.module';
export { engagementMigrations } from './engagement.migrations';
export { engagementReadModels } from './engagement.read-models';
