export { IDENTITY_SOURCE, IdentityIntegrationEvents, type CustomerRegisteredV1 } from './identity.v1';
