export { generateKeyPair, signToken, createTestTokens } from './keys';
export type { KeyPair, TestClaims, SignOptions, TestTokens } from './keys';
export { uniqueDbName, dropTestDatabase, testMongoUri, DEFAULT_TEST_MONGODB_URI } from './database';
export { testServiceEnv } from './env';
