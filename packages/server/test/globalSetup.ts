import type { TestProject } from 'vitest/node';
import { buildDatabaseTemplate } from './databaseTemplate.js';

// Migrates and seeds one database per run; each test file's startServer starts from a copy of it.
export default async function setup(project: TestProject) {
  const { template, remove } = await buildDatabaseTemplate();
  project.provide('databaseTemplate', template);
  return remove;
}
