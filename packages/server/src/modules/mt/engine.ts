import type { MtEngine } from '@tessera/contracts';
import type { EngineRequest } from './http.js';

/** The part of an mt_settings row an engine needs; name, when known, is shown in errors. */
export interface MtEngineSettings {
  type: MtEngine;
  baseUrl: string;
  apiKey: string;
  name?: string;
}

/** How many texts and characters (as sent, tags included) one request of an engine may carry. */
export interface BatchLimits {
  maxTexts: number;
  maxChars: number;
}

/** One provider's protocol: texts already in its markup, languages in Tessera's codes. */
export interface MtAdapter {
  limits: BatchLimits;
  /** Whether the engine works without a key (self-hosted LibreTranslate does). */
  keyOptional: boolean;
  translateBatch(
    settings: MtEngineSettings,
    texts: readonly string[],
    sourceLang: string,
    targetLang: string,
    request: EngineRequest,
  ): Promise<string[]>;
}

/** The base URL without trailing slashes and without the path the adapter appends itself. */
export function endpointBase(baseUrl: string, fallback: string, ownPath: string): string {
  const base = (baseUrl.trim() || fallback).replace(/\/+$/, '');
  return base.endsWith(ownPath) ? base.slice(0, -ownPath.length) : base;
}
