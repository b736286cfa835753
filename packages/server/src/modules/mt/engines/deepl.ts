import { z } from 'zod';
import { endpointBase, type MtAdapter } from '../engine.js';
import type { ErrorText } from '../http.js';
import { engineLanguage } from '../languages.js';

// DeepL API v2 /translate: at most 50 texts and 128 KiB of body per request.
const Answer = z.object({ translations: z.array(z.object({ text: z.string() })) });
const Failure = z.object({ message: z.string(), detail: z.string().optional() });

const errorText: ErrorText = (answer) => {
  const failure = Failure.safeParse(answer);
  if (!failure.success) return null;
  const { message, detail } = failure.data;
  return detail ? `${message} (${detail})` : message;
};

/** Free-plan keys end in ":fx" and are served by their own host. */
function defaultBase(apiKey: string): string {
  return apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
}

export const deeplAdapter: MtAdapter = {
  limits: { maxTexts: 50, maxChars: 100_000 },
  keyOptional: false,
  async translateBatch(settings, texts, sourceLang, targetLang, request) {
    const base = endpointBase(settings.baseUrl, defaultBase(settings.apiKey), '/v2');
    const answer = await request.postJson(
      `${base}/v2/translate`,
      {
        text: texts,
        source_lang: engineLanguage('DEEPL', sourceLang, 'source'),
        target_lang: engineLanguage('DEEPL', targetLang, 'target'),
        tag_handling: 'xml',
      },
      { Authorization: `DeepL-Auth-Key ${settings.apiKey}` },
      errorText,
    );
    const parsed = Answer.safeParse(answer);
    if (!parsed.success || parsed.data.translations.length !== texts.length)
      throw request.unreadable();
    return parsed.data.translations.map((translation) => translation.text);
  },
};
