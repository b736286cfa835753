export * from './segmentation/index.js';
export * from './counts/index.js';
export * from './status/index.js';
export * from './assignments/index.js';
export * from './projects/index.js';
export * from './matching/index.js';
export * from './pseudo/index.js';
export * from './qa/index.js';
