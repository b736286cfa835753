import fs from 'node:fs';
import path from 'node:path';
import type { ImportedScoringModel } from '@tessera/contracts';
import type { TestServer } from './harness.js';

/** Ten words in two segments: the scoring tests' hand counts divide by 10. */
export const tenWords = 'The quick brown fox jumps.\nOver the lazy old dog.\n';

/** Imports docs/scoring/sample-scoring-model.xlsx as the administrator; answers the model's id. */
export async function importSampleModel(server: TestServer): Promise<number> {
  const sample = fs.readFileSync(
    path.resolve(import.meta.dirname, '../../../docs/scoring/sample-scoring-model.xlsx'),
  );
  const form = new FormData();
  form.append('scoringFileName', new Blob([new Uint8Array(sample)]), 'model.xlsx');
  const admin = await server.as('admin');
  return (await admin.post<ImportedScoringModel>('/api/scoring/updateScoringModel', form)).body.id;
}
