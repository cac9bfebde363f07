export { IDENTITY_SOURCE, IdentityIntegrationEvents, type CustomerRegisteredV1, type CustomerSecurityChangedV1 } from './identity.v1';
