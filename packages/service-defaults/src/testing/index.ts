export { generateKeyPair, signToken, createTestTokens, invalidTokenKinds } from './keys';
export type { KeyPair, TestClaims, SignOptions, TestTokens } from './keys';
export { uniqueDbName, dropTestDatabase, testMongoUri, DEFAULT_TEST_MONGODB_URI } from './database';
export { testServiceEnv } from './env';
export { makeUser, newUserId } from './users';
export {
  startFakeAccount,
  type FakeAccount,
  type FakeAccountBehaviour,
  type FakeAccountCall,
} from './fake-account';
export { gatewayForwardHeaders } from './forwarded';
export { sampleOf, scrapeMetrics } from './metrics';
