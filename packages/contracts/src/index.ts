export * from './messages.js';
export * from './roles.js';
export * from './constants.js';
export * from './errors.js';
export * from './auth.js';
export * from './lookups.js';
export * from './tasks.js';
export * from './languages.js';
