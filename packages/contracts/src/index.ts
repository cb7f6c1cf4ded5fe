export * from './session';
export * from './errors';
export * from './user';
export * from './auth';
export * from './money';
