export * from './projectAutomation.js';
