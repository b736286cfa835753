import { mtMessages } from '@tessera/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  machineTranslate,
  MtError,
  type MachineTranslateOptions,
  type MtEngineSettings,
} from '../src/modules/mt/index.js';
import { fakeEngine, type FakeEngine, type ReceivedRequest } from './mtFakeEngine.js';

// Each provider is played by a local server answering its documented request and response shapes.

const fast: MachineTranslateOptions = { retry: { attempts: 3, baseDelayMs: 1, maxDelayMs: 50 } };
const tagged = 'Click {1}here{/1} to <save> & go{2/}';

let engine: FakeEngine | null = null;
afterEach(async () => {
  await engine?.close();
  engine = null;
});

async function play(answer: Parameters<typeof fakeEngine>[0]): Promise<FakeEngine> {
  engine = await fakeEngine(answer);
  return engine;
}

/** The provider's "translation": the sent markup with a marker in front. */
const translated = (text: string) => `T:${text}`;

async function failure(promise: Promise<unknown>): Promise<MtError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MtError);
  return error as MtError;
}

describe('DeepL v2', () => {
  const settings = (url: string): MtEngineSettings => ({
    type: 'DEEPL',
    baseUrl: `${url}/v2`,
    apiKey: 'deepl-key',
    name: 'DeepL test',
  });
  const deeplAnswer = (request: ReceivedRequest) => ({
    body: {
      translations: (request.body as { text: string[] }).text.map((text) => ({
        detected_source_language: 'EN',
        text: translated(text),
      })),
    },
  });

  it('sends the key, the languages and tags as XML, and answers in tag notation', async () => {
    const deepl = await play(deeplAnswer);
    const result = await machineTranslate(settings(deepl.url), [tagged, 'Hello'], 'en', 'pt_br');
    expect(result).toEqual([`T:${tagged}`, 'T:Hello']);
    const [request] = deepl.received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v2/translate');
    expect(request?.headers.authorization).toBe('DeepL-Auth-Key deepl-key');
    expect(request?.body).toEqual({
      text: ['Click <g1>here</g1> to &lt;save&gt; &amp; go<x2/>', 'Hello'],
      source_lang: 'EN',
      target_lang: 'PT-BR',
      tag_handling: 'xml',
    });
  });

  it('sends at most 50 texts a request, in order', async () => {
    const deepl = await play(deeplAnswer);
    const texts = Array.from({ length: 120 }, (_, index) => `Segment ${index}`);
    const result = await machineTranslate(settings(deepl.url), texts, 'en', 'en_gb');
    expect(
      deepl.received.map((request) => (request.body as { text: string[] }).text.length),
    ).toEqual([50, 50, 20]);
    expect((deepl.received[0]?.body as { target_lang: string }).target_lang).toBe('EN-GB');
    expect(result).toEqual(texts.map(translated));
  });

  it("shows DeepL's message and does not retry a refused key", async () => {
    const deepl = await play(() => ({ status: 403, body: { message: 'Wrong endpoint' } }));
    const error = await failure(machineTranslate(settings(deepl.url), ['Hello'], 'en', 'de', fast));
    expect(error.message).toBe(mtMessages.failed('DeepL test', 403, 'Wrong endpoint'));
    expect(deepl.received).toHaveLength(1);
  });

  it('refuses settings without a key before calling anyone', async () => {
    const deepl = await play(deeplAnswer);
    const error = await failure(
      machineTranslate({ ...settings(deepl.url), apiKey: '' }, ['Hello'], 'en', 'de'),
    );
    expect(error.message).toBe(mtMessages.noApiKey('DeepL test'));
    expect(deepl.received).toHaveLength(0);
  });
});

describe('Google Cloud Translation v2', () => {
  const settings = (url: string): MtEngineSettings => ({
    type: 'GOOGLE',
    baseUrl: url,
    apiKey: 'g key',
    name: 'Google test',
  });
  const googleAnswer = (request: ReceivedRequest) => ({
    body: {
      data: {
        translations: (request.body as { q: string[] }).q.map((text) => ({
          translatedText: translated(text),
        })),
      },
    },
  });

  it('sends the key in the query and tags as HTML, and decodes the entities of the answer', async () => {
    const google = await play(() => ({
      body: {
        data: {
          translations: [
            { translatedText: 'L&#39;<g1>ici</g1> &quot;&lt;b&gt;&quot; &amp; <x2></x2>' },
          ],
        },
      },
    }));
    const result = await machineTranslate(settings(google.url), [tagged], 'en', 'zh_tw');
    expect(result).toEqual(['L\'{1}ici{/1} "<b>" & {2/}']);
    const [request] = google.received;
    expect(request?.url).toBe('/language/translate/v2?key=g%20key');
    expect(request?.body).toEqual({
      q: ['Click <g1>here</g1> to &lt;save&gt; &amp; go<x2/>'],
      source: 'en',
      target: 'zh-TW',
      format: 'html',
    });
  });

  it('sends at most 128 texts a request', async () => {
    const google = await play(googleAnswer);
    const texts = Array.from({ length: 130 }, (_, index) => `Line ${index}`);
    const result = await machineTranslate(settings(google.url), texts, 'en', 'zh_cn');
    expect(google.received.map((request) => (request.body as { q: string[] }).q.length)).toEqual([
      128, 2,
    ]);
    expect((google.received[0]?.body as { target: string }).target).toBe('zh-CN');
    expect(result).toEqual(texts.map(translated));
  });

  it("gives up after the last retry of a 500 with Google's message", async () => {
    const google = await play(() => ({
      status: 500,
      body: { error: { code: 500, message: 'Backend Error', errors: [] } },
    }));
    const error = await failure(machineTranslate(settings(google.url), ['Hi'], 'en', 'de', fast));
    expect(error.message).toBe(mtMessages.failed('Google test', 500, 'Backend Error'));
    expect(google.received).toHaveLength(3);
  });
});

describe('Microsoft Translator v3', () => {
  const settings = (baseUrl: string): MtEngineSettings => ({
    type: 'MICROSOFT',
    baseUrl,
    apiKey: 'ms-key',
    name: 'Microsoft test',
  });
  const microsoftAnswer = (request: ReceivedRequest) => ({
    body: (request.body as Array<{ Text: string }>).map(({ Text }) => ({
      translations: [{ text: translated(Text), to: 'zh-Hans' }],
    })),
  });

  it('sends the key, the region and one element per text', async () => {
    const microsoft = await play(microsoftAnswer);
    const result = await machineTranslate(
      settings(`${microsoft.url}?region=westeurope`),
      [tagged, 'Save'],
      'en_us',
      'zh',
    );
    expect(result).toEqual([`T:${tagged}`, 'T:Save']);
    const [request] = microsoft.received;
    expect(request?.url).toBe('/translate?api-version=3.0&from=en&to=zh-Hans&textType=html');
    expect(request?.headers['ocp-apim-subscription-key']).toBe('ms-key');
    expect(request?.headers['ocp-apim-subscription-region']).toBe('westeurope');
    expect(request?.body).toEqual([
      { Text: 'Click <g1>here</g1> to &lt;save&gt; &amp; go<x2/>' },
      { Text: 'Save' },
    ]);
  });

  it('retries a 429 after its Retry-After and answers from the next reply', async () => {
    const microsoft = await play((request, index) =>
      index === 0
        ? {
            status: 429,
            headers: { 'Retry-After': '0' },
            body: { error: { code: 429001, message: 'Too many requests' } },
          }
        : microsoftAnswer(request),
    );
    const result = await machineTranslate(settings(microsoft.url), ['Save'], 'en', 'zh_hk', fast);
    expect(result).toEqual(['T:Save']);
    expect(microsoft.received).toHaveLength(2);
    expect(microsoft.received[1]?.url).toContain('to=zh-Hant');
  });

  it('keeps requests under 50,000 characters', async () => {
    const microsoft = await play(microsoftAnswer);
    const texts = Array.from({ length: 3 }, () => 'x'.repeat(20_000));
    await machineTranslate(settings(microsoft.url), texts, 'en', 'de');
    expect(microsoft.received.map((request) => (request.body as unknown[]).length)).toEqual([2, 1]);
  });

  it("shows Microsoft's message for a refused key", async () => {
    const microsoft = await play(() => ({
      status: 401,
      body: { error: { code: 401000, message: 'The request is not authorized.' } },
    }));
    const error = await failure(machineTranslate(settings(microsoft.url), ['Hi'], 'en', 'de'));
    expect(error.message).toBe(
      mtMessages.failed('Microsoft test', 401, 'The request is not authorized.'),
    );
    expect(error.status).toBe(401);
  });
});

describe('LibreTranslate', () => {
  const settings = (url: string, apiKey = 'libre-key'): MtEngineSettings => ({
    type: 'LIBRETRANSLATE',
    baseUrl: `${url}/`,
    apiKey,
    name: 'Libre test',
  });
  const libreAnswer = (request: ReceivedRequest) => ({
    body: { translatedText: (request.body as { q: string[] }).q.map(translated) },
  });

  it('sends q as a list with the key and base language codes', async () => {
    const libre = await play(libreAnswer);
    const result = await machineTranslate(settings(libre.url), [tagged], 'en_gb', 'pt_br');
    expect(result).toEqual([`T:${tagged}`]);
    expect(libre.received[0]?.url).toBe('/translate');
    expect(libre.received[0]?.body).toEqual({
      q: ['Click <g1>here</g1> to &lt;save&gt; &amp; go<x2/>'],
      source: 'en',
      target: 'pt',
      format: 'html',
      api_key: 'libre-key',
    });
  });

  it('sends no key to a server without one, in chunks of the configured size', async () => {
    const libre = await play(libreAnswer);
    const texts = ['One', 'Two', '', 'Three', 'Four', 'Five'];
    const result = await machineTranslate(settings(libre.url, ''), texts, 'en', 'de', {
      maxTextsPerRequest: 2,
    });
    expect(result).toEqual(['T:One', 'T:Two', '', 'T:Three', 'T:Four', 'T:Five']);
    expect(libre.received.map((request) => (request.body as { q: string[] }).q)).toEqual([
      ['One', 'Two'],
      ['Three', 'Four'],
      ['Five'],
    ]);
    expect(libre.received[0]?.body).not.toHaveProperty('api_key');
  });

  it("shows LibreTranslate's error text", async () => {
    const libre = await play(() => ({ status: 400, body: { error: 'xx is not supported' } }));
    const error = await failure(machineTranslate(settings(libre.url), ['Hi'], 'en', 'xx'));
    expect(error.message).toBe(mtMessages.failed('Libre test', 400, 'xx is not supported'));
  });

  it('ends a request the engine does not answer with a timeout error', async () => {
    const libre = await play(() => ({ hang: true }));
    const error = await failure(
      machineTranslate(settings(libre.url), ['Hi'], 'en', 'de', { ...fast, timeoutMs: 200 }),
    );
    expect(error.message).toBe(mtMessages.timedOut('Libre test', 0.2));
  });
});

describe('tags and unreachable engines', () => {
  it('puts back tags the engine lost, drops ones it invented and reorders a broken pair', async () => {
    const libre = await play(() => ({
      body: { translatedText: ['<x9/>Klicken</g1> Sie <g1>hier'] },
    }));
    const result = await machineTranslate(
      { type: 'LIBRETRANSLATE', baseUrl: libre.url, apiKey: '' },
      [tagged],
      'en',
      'de',
    );
    expect(result).toEqual(['Klicken Sie hier{1}{/1}{2/}']);
  });

  it('names the engine type when the settings have no name, and a refused connection', async () => {
    const closed = await fakeEngine(() => ({}));
    await closed.close();
    const error = await failure(
      machineTranslate(
        { type: 'LIBRETRANSLATE', baseUrl: closed.url, apiKey: '' },
        ['Hi'],
        'en',
        'de',
        fast,
      ),
    );
    expect(error.message).toBe(mtMessages.unreachable('LibreTranslate', 'ECONNREFUSED'));
  });
});
