import { mtEngineLabels, mtMessages, type MtEngine } from '@tessera/contracts';
import { batches } from './batches.js';
import type { MtAdapter, MtEngineSettings } from './engine.js';
import { deeplAdapter } from './engines/deepl.js';
import { googleAdapter } from './engines/google.js';
import { libreTranslateAdapter } from './engines/libreTranslate.js';
import { microsoftAdapter } from './engines/microsoft.js';
import { MtError } from './errors.js';
import { engineRequest, type MtRequestOptions } from './http.js';
import { fromMarkup, keepSourceTags, toMarkup } from './tags.js';

const adapters: Record<MtEngine, MtAdapter> = {
  DEEPL: deeplAdapter,
  GOOGLE: googleAdapter,
  MICROSOFT: microsoftAdapter,
  LIBRETRANSLATE: libreTranslateAdapter,
};

/** False for an engine still waiting for the API key it needs (the demo's is seeded without). */
export function mtEngineReady(settings: MtEngineSettings): boolean {
  return adapters[settings.type].keyOptional || settings.apiKey !== '';
}

export interface MachineTranslateOptions extends MtRequestOptions {
  /** Fewer texts per request than the provider allows (a LibreTranslate server's own limit). */
  maxTextsPerRequest?: number;
}

/**
 * Translates texts in tag notation ({1}…{/1} {2/}), in the provider's batches, one request at a
 * time; the answers keep exactly the source's tags. Throws MtError with the text a job shows.
 */
export async function machineTranslate(
  settings: MtEngineSettings,
  texts: readonly string[],
  sourceLang: string,
  targetLang: string,
  options: MachineTranslateOptions = {},
): Promise<string[]> {
  const adapter = adapters[settings.type];
  const name = settings.name ?? mtEngineLabels[settings.type];
  if (!mtEngineReady(settings)) throw new MtError(mtMessages.noApiKey(name));
  const request = engineRequest(name, options);
  const limits = {
    ...adapter.limits,
    maxTexts: Math.max(
      1,
      Math.min(adapter.limits.maxTexts, options.maxTextsPerRequest ?? Infinity),
    ),
  };
  const translations = texts.map(() => '');
  // Empty texts cost a request slot and engines answer them inconsistently; they stay empty.
  const wanted = texts.flatMap((text, index) => (text.trim() ? [index] : []));
  const markup = wanted.map((index) => toMarkup(texts[index] ?? ''));
  for (const run of batches(markup, limits)) {
    const answers = await adapter.translateBatch(
      settings,
      run.map((at) => markup[at] ?? ''),
      sourceLang,
      targetLang,
      request,
    );
    run.forEach((at, position) => {
      const index = wanted[at] ?? 0;
      translations[index] = keepSourceTags(texts[index] ?? '', fromMarkup(answers[position] ?? ''));
    });
  }
  return translations;
}
