import {
  format,
  TB_IMPORT_MAX_BYTES,
  termBaseMessages,
  type ImportResult,
} from '@tessera/contracts';
import {
  readTbx,
  readTermCsv,
  readTermXlsx,
  type ByteSource,
  type TermConcept,
} from '@tessera/filters';
import { z } from 'zod';
import { isoNow } from '../../clock.js';
import type { AppContext } from '../../context.js';
import type { BlobStorage } from '../../storage/blobStorage.js';
import { TaskFailure, type TaskInput } from '../../tasks/contract.js';
import {
  assetOfTask,
  readUpload,
  updateAsset,
  uploadFields,
  uploadImportOf,
} from '../assetStore/index.js';
import { countedBytes, throttledProgress } from '../tm/index.js';
import { insertConcepts, termKeysOf } from './conceptQueries.js';
import { conceptsForTermBase } from './importedConcepts.js';
import { findTb } from './queries.js';
import { accessibleTb, langsOf } from './service.js';

export const TB_IMPORT_TASK = 'tbImport';

const Payload = z.object({ tbId: z.number(), ...uploadFields });
type Payload = z.infer<typeof Payload>;

// An XLSX is unpacked in memory to check it before ExcelJS reads it.
const XLSX_MAX_UNZIPPED_BYTES = 256 * 1024 * 1024;
const CONCEPTS_PER_INSERT = 500;
const READ_SHARE = 80;

function conceptsOfFile(fileName: string, bytes: ByteSource): AsyncIterable<TermConcept> {
  if (/\.tbx$/i.test(fileName)) return readTbx(bytes);
  if (/\.xlsx$/i.test(fileName)) return readTermXlsx(bytes, XLSX_MAX_UNZIPPED_BYTES);
  return readTermCsv(bytes);
}

/** Reads every concept of the file (bounded by the upload limit) before writing any. */
async function readConcepts(
  storage: BlobStorage,
  payload: Payload,
  progress: (fraction: number) => Promise<void>,
): Promise<TermConcept[]> {
  const totalBytes = await storage.size(payload.blobKey);
  let bytesRead = 0;
  const bytes = countedBytes(await storage.get(payload.blobKey), (count) => (bytesRead += count));
  const concepts: TermConcept[] = [];
  for await (const concept of conceptsOfFile(payload.fileName, bytes)) {
    concepts.push(concept);
    await progress(bytesRead / Math.max(totalBytes, 1));
  }
  return concepts;
}

/** Reads the whole file, then adds its new concepts to the term base in one transaction. */
async function importTermBase(
  ctx: AppContext,
  storage: BlobStorage,
  task: TaskInput,
  payload: Payload,
): Promise<ImportResult> {
  const db = ctx.db.kysely;
  const tb = assetOfTask(await findTb(db, payload.tbId), task, termBaseMessages.tbGone);
  const concepts = await readUpload(() =>
    readConcepts(storage, payload, throttledProgress(task, 0, READ_SHARE)),
  );
  await task.progress(READ_SHARE);
  const langs = langsOf(tb);
  const now = isoNow(ctx.clock);
  return db.transaction().execute(async (trx) => {
    const known = new Set(
      (await termKeysOf(trx, tb.id)).map((t) => `${t.lang}\u0000${t.text_lower}`),
    );
    const sorted = conceptsForTermBase(concepts, langs, known, { userName: payload.userName, now });
    if (concepts.length > 0 && !sorted.anyLanguageMatched) {
      throw new TaskFailure(
        format(termBaseMessages.noTermBaseLanguage, { langs: langs.join(', ') }),
      );
    }
    for (let at = 0; at < sorted.toInsert.length; at += CONCEPTS_PER_INSERT) {
      await insertConcepts(trx, tb.id, sorted.toInsert.slice(at, at + CONCEPTS_PER_INSERT));
    }
    await updateAsset(trx, 'term_bases', tb.id, { updated_at: now });
    return {
      imported: sorted.toInsert.length,
      skipped: sorted.skipped,
      duplicates: sorted.duplicates,
    };
  });
}

const tbImport = uploadImportOf({
  type: TB_IMPORT_TASK,
  schema: Payload,
  files: {
    maxBytes: TB_IMPORT_MAX_BYTES,
    names: /\.(tbx|csv|tsv|xlsx)$/i,
    required: termBaseMessages.tbFileRequired,
    wrongType: termBaseMessages.tbFileType,
  },
  accessible: accessibleTb,
  payloadOf: (tbId, upload) => ({ tbId, ...upload }),
  run: importTermBase,
});

/** Stores the uploaded TBX, CSV or XLSX and queues its import; answers the task. */
export const startTbImport = tbImport.start;
export const registerTbImport = tbImport.register;
