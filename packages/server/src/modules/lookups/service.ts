import { autoDetect, fileFilters, supportedEncodings } from '@tessera/filters';
import type { FileFormat, ShellConfig } from '@tessera/contracts';
import type { Config } from '../../config.js';

// Every file filter of the registry, in its order (spec 001 section 7, getSupportedFileFormats).
export function supportedFileFormats(): FileFormat[] {
  return fileFilters.map((filter) => ({
    title: filter.title,
    backendFormat: filter.format,
    value: filter.format,
    extensions: filter.extensions,
  }));
}

// 'Auto-detect' first, then every encoding the filters can read and write.
export function supportedFileEncodings(): string[] {
  return [autoDetect, ...supportedEncodings];
}

// What the web shell needs before any page: legacy origin, internal domains, health environments.
export function shellConfig(config: Config): ShellConfig {
  return {
    legacyOrigin: config.legacyOrigin ?? null,
    internalEmailDomains: config.internalEmailDomains,
    healthEnvironments: Object.keys(config.healthEnvironments),
    environment: config.environment,
  };
}
