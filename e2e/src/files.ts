import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Writes a file of the given name into a fresh temporary folder, for file inputs. */
export function writeFile(name: string, content: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-e2e-')), name);
  fs.writeFileSync(file, content);
  return file;
}
