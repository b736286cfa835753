export * from './termBaseRules.js';
export * from './transMemoryRules.js';
