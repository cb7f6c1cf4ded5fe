export * from './session';
export * from './errors';
export * from './user';
export * from './auth';
export * from './money';
export * from './catalog';
export * from './cart';
export * from './orders';
