import path from 'node:path';
import prettier from 'prettier';
import type { OpenApiDocument } from '../../packages/server/src/modules/apiDocs/index.js';
import { renderApiMarkdown } from './renderApiMarkdown.js';
import { scanRouteInputs } from './scanRouteInputs.js';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const apiMarkdownFile = path.join(repoRoot, 'docs/api.md');
export const routeInputsFile = path.join(
  repoRoot,
  'packages/server/src/modules/apiDocs/routeInputs.json',
);

// Formatted as `prettier --check .` wants it, so the committed files pass lint as generated.
async function formatted(file: string, text: string): Promise<string> {
  const options = await prettier.resolveConfig(file);
  return prettier.format(text, { ...options, filepath: file });
}

/** packages/server/src/modules/apiDocs/routeInputs.json as the route sources say it. */
export const routeInputsText = () =>
  formatted(routeInputsFile, JSON.stringify(scanRouteInputs(), null, 2));

/** docs/api.md as the OpenAPI document says it. */
export const apiMarkdownText = (document: OpenApiDocument) =>
  formatted(apiMarkdownFile, renderApiMarkdown(document));
