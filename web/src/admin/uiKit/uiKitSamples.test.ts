// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { BLOCK_TYPE_NAMES } from '../../features/content/ContentBlocks';
import { BLOCK_SAMPLES } from './uiKitSamples';

/** The block types and names of the server's schemas (server/src/content/blocks.cpp, make_specs). */
function serverBlockTypes(): [string, string][] {
  const source = readFileSync(fileURLToPath(new URL('../../../../server/src/content/blocks.cpp', import.meta.url)), 'utf8');
  // `{"hero",\n "Первый экран",`: a type then its Russian name; choices (`{"accent", "calm"}`) are Latin.
  return [...source.matchAll(/\{"([a-z_]+)",\s*"([А-ЯЁ][^"]*)",/g)].map((match) => [match[1] ?? '', match[2] ?? '']);
}

describe('the UI kit keeps up with the block registry', () => {
  test('every block type the site draws has a sample of that type', () => {
    const missing = Object.keys(BLOCK_TYPE_NAMES).filter((type) => !Object.hasOwn(BLOCK_SAMPLES, type));
    expect(missing, 'block types without a sample in admin/uiKit/uiKitSamples.ts').toEqual([]);
    for (const [type, sample] of Object.entries(BLOCK_SAMPLES)) {
      expect(type in BLOCK_TYPE_NAMES, `a sample of an unknown block type ${type}`).toBe(true);
      expect(sample.type).toBe(type);
    }
  });

  test('the site draws exactly the block types the server lets an editor save, under the same names', () => {
    const server = serverBlockTypes();
    expect(server.length).toBeGreaterThan(10);
    expect(Object.entries(BLOCK_TYPE_NAMES)).toEqual(server);
  });
});
