import { z } from 'zod';
import { endpointBase, type MtAdapter } from '../engine.js';
import type { ErrorText } from '../http.js';
import { engineLanguage } from '../languages.js';

// Translator v3 /translate: at most 1,000 elements and 50,000 characters per request.
const Answer = z.array(z.object({ translations: z.array(z.object({ text: z.string() })).min(1) }));
const Failure = z.object({ error: z.object({ message: z.string() }) });

const errorText: ErrorText = (answer) => {
  const failure = Failure.safeParse(answer);
  return failure.success ? failure.data.error.message : null;
};

/** A regional resource names its Azure region as ?region= on the endpoint (docs/decisions/mt.md). */
function endpoint(baseUrl: string): { base: string; region: string | null } {
  const fallback = 'https://api.cognitive.microsofttranslator.com';
  if (!baseUrl.trim()) return { base: fallback, region: null };
  const url = new URL(baseUrl.trim());
  const region = url.searchParams.get('region');
  url.search = '';
  return { base: endpointBase(url.toString(), fallback, '/translate'), region };
}

export const microsoftAdapter: MtAdapter = {
  limits: { maxTexts: 1000, maxChars: 50_000 },
  keyOptional: false,
  async translateBatch(settings, texts, sourceLang, targetLang, request) {
    const { base, region } = endpoint(settings.baseUrl);
    const query = new URLSearchParams({
      'api-version': '3.0',
      from: engineLanguage('MICROSOFT', sourceLang, 'source'),
      to: engineLanguage('MICROSOFT', targetLang, 'target'),
      textType: 'html',
    });
    const answer = await request.postJson(
      `${base}/translate?${query.toString()}`,
      texts.map((text) => ({ Text: text })),
      {
        'Ocp-Apim-Subscription-Key': settings.apiKey,
        ...(region ? { 'Ocp-Apim-Subscription-Region': region } : {}),
      },
      errorText,
    );
    const parsed = Answer.safeParse(answer);
    if (!parsed.success || parsed.data.length !== texts.length) throw request.unreadable();
    return parsed.data.map((result) => result.translations[0]?.text ?? '');
  },
};
