import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The server files that run longest (they start processes or parse large files). Without
// Vitest's cache of durations (a fresh clone) it starts the largest files first, and these are
// among the smallest: started last, they would keep the run going alone at its end.
const longFiles = [
  'cli.test.ts',
  'hostileUploads.test.ts',
  'importWorker.test.ts',
  'startupLog.test.ts',
  'taskAllOrNothing.test.ts',
  'apiDocs.test.ts',
  'requestHardening.test.ts',
];

const rank = (spec: TestSpecification) => {
  const index = longFiles.indexOf(path.basename(spec.moduleId));
  return index < 0 ? longFiles.length : index;
};

/** Vitest's order, with the long server files moved to the front. */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
