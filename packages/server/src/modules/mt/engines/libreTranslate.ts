import { z } from 'zod';
import { endpointBase, type MtAdapter } from '../engine.js';
import type { ErrorText } from '../http.js';
import { engineLanguage } from '../languages.js';

// LibreTranslate /translate takes q as a list and answers translatedText as a list of the same
// length; servers set their own limits (char_limit), so a request carries a modest chunk.
const Answer = z.object({ translatedText: z.array(z.string()) });
const Failure = z.object({ error: z.string() });

const errorText: ErrorText = (answer) => {
  const failure = Failure.safeParse(answer);
  return failure.success ? failure.data.error : null;
};

export const libreTranslateAdapter: MtAdapter = {
  limits: { maxTexts: 25, maxChars: 5_000 },
  keyOptional: true,
  async translateBatch(settings, texts, sourceLang, targetLang, request) {
    const base = endpointBase(settings.baseUrl, 'https://libretranslate.com', '/translate');
    const answer = await request.postJson(
      `${base}/translate`,
      {
        q: texts,
        source: engineLanguage('LIBRETRANSLATE', sourceLang, 'source'),
        target: engineLanguage('LIBRETRANSLATE', targetLang, 'target'),
        format: 'html',
        ...(settings.apiKey ? { api_key: settings.apiKey } : {}),
      },
      {},
      errorText,
    );
    const parsed = Answer.safeParse(answer);
    if (!parsed.success || parsed.data.translatedText.length !== texts.length)
      throw request.unreadable();
    return parsed.data.translatedText;
  },
};
