import { z } from 'zod';
import { endpointBase, type MtAdapter } from '../engine.js';
import type { ErrorText } from '../http.js';
import { engineLanguage } from '../languages.js';

// Cloud Translation Basic (v2): at most 128 texts per request; Google advises about 5,000
// characters per request and refuses much larger ones, so requests stay below 30,000.
const path = '/language/translate/v2';
const Answer = z.object({
  data: z.object({ translations: z.array(z.object({ translatedText: z.string() })) }),
});
const Failure = z.object({ error: z.object({ message: z.string() }) });

const errorText: ErrorText = (answer) => {
  const failure = Failure.safeParse(answer);
  return failure.success ? failure.data.error.message : null;
};

export const googleAdapter: MtAdapter = {
  limits: { maxTexts: 128, maxChars: 30_000 },
  keyOptional: false,
  async translateBatch(settings, texts, sourceLang, targetLang, request) {
    const base = endpointBase(settings.baseUrl, 'https://translation.googleapis.com', path);
    const answer = await request.postJson(
      `${base}${path}?key=${encodeURIComponent(settings.apiKey)}`,
      {
        q: texts,
        source: engineLanguage('GOOGLE', sourceLang, 'source'),
        target: engineLanguage('GOOGLE', targetLang, 'target'),
        format: 'html',
      },
      {},
      errorText,
    );
    const parsed = Answer.safeParse(answer);
    if (!parsed.success || parsed.data.data.translations.length !== texts.length)
      throw request.unreadable();
    return parsed.data.data.translations.map((translation) => translation.translatedText);
  },
};
