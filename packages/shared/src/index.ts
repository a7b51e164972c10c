export * from './constants';
export * from './messages';
export * from './permissions';
export * from './plans';
export * from './schemas';
export * from './password-policy';
export * from './safe-redirect';
export * from './contracts';
