import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { trimCloudscape } from './trimCloudscape';

const ENTRY = '\0trim-entry';

/** Bundles what the modules named export, with the plugin or without, and returns the code. */
async function bundle(modules: string[], trimmed: boolean): Promise<string> {
  const entry = {
    name: 'trim-entry',
    resolveId: (id: string) => (id === ENTRY ? id : null),
    load: (id: string) =>
      id === ENTRY
        ? modules
            .map((name, i) => `import * as m${i} from '${name}'; console.log(m${i});`)
            .join('\n')
        : null,
  };
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: import.meta.dirname,
    plugins: [entry, ...(trimmed ? [trimCloudscape()] : [])],
    build: { write: false, minify: false, rollupOptions: { input: ENTRY, external: [/^react/] } },
  })) as Rolldown.RolldownOutput;
  return output.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
}

describe("the build's trimmed Cloudscape", () => {
  it('leaves ICU message formatting out of the error boundaries, and keeps it without the plugin', async () => {
    const fallback = ['@cloudscape-design/components/error-boundary'];
    // A text only the message format parser has.
    const parserText = 'MALFORMED_ARGUMENT';
    expect(await bundle(fallback, false)).toContain(parserText);
    const trimmed = await bundle(fallback, true);
    expect(trimmed).not.toContain(parserText);
    expect(trimmed).toContain('ICU message formatting is not in the build.');
  });

  it('leaves the classic and toolbar AppLayout designs out, and keeps them without the plugin', async () => {
    const appLayout = ['@cloudscape-design/components/app-layout'];
    const designs = ['ClassicAppLayout', 'AppLayoutVisualRefreshToolbarWithI18n'];
    const whole = await bundle(appLayout, false);
    for (const design of designs) expect(whole).toContain(design);
    const trimmed = await bundle(appLayout, true);
    for (const design of designs) expect(trimmed).not.toContain(design);
    expect(trimmed).toContain('This AppLayout design is not in the build.');
  });
});
