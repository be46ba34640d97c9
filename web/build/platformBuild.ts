/**
 * Build plugin of the web app (own code, node:zlib):
 * - a build id: BUILD_ID from the environment, or a hash of the emitted files' names;
 * - `<meta name="app-version">` in index.html and `version.json` {"version": id};
 * - `routes.json`, the route manifest of decision 0001 (only routes that have a page);
 * - `.gz` and `.br` beside every compressible asset larger than 1 KB.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { runnerImport, type Plugin } from 'vite';
import type { AreaCode, AreaInfo } from '../src/app/areas';
import type { RouteDefinition } from '../src/routes/types';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export const VERSION_PLACEHOLDER = '%APP_VERSION%';
const COMPRESS_MIN_BYTES = 1024;
/** Already compressed formats gain nothing from gzip/brotli. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|ico|ttf|otf|wasm)$/i;

export interface RouteManifest {
  version: string;
  product: string;
  areas: Record<string, { name: string; title: string; description: string }>;
  /** `content`: the path of the content page the route shows (the route's own pattern for `'self'`). */
  /** `noindex`: a robots noindex in the page's head, and left out of the sitemap (decision 0041). */
  routes: { name: string; area: string; path: string; title: string; description: string; content?: string; noindex?: true }[];
}

export function createManifest(
  version: string,
  product: string,
  areas: Record<AreaCode, AreaInfo>,
  routes: readonly RouteDefinition[],
  describe: (route: RouteDefinition) => string,
): RouteManifest {
  return {
    version,
    product,
    areas: Object.fromEntries(
      Object.entries(areas).map(([code, info]) => [code, { name: info.name, title: info.title, description: info.description }]),
    ),
    routes: routes
      .filter((route) => route.page !== undefined)
      .map((route) => ({
        name: route.name,
        area: route.area,
        path: route.pattern,
        title: route.title,
        description: describe(route),
        ...(route.content ? { content: route.content === 'self' ? route.pattern : route.content } : {}),
        ...(route.noindex ? { noindex: true as const } : {}),
      })),
  };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]))),
  );
  return nested.flat();
}

export async function precompress(dir: string): Promise<number> {
  let count = 0;
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size <= COMPRESS_MIN_BYTES) continue;
    const data = await readFile(file);
    const [gz, br] = await Promise.all([
      gzipAsync(data, { level: 9 }),
      brotliAsync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    ]);
    await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
    count += 1;
  }
  return count;
}

export function platformBuild(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let version = 'dev';
  return {
    name: 'platform-build',
    enforce: 'post',
    // The server renderer's build (decision 0034) is a program, not the site: none of this.
    apply: (_config, env) => !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      // resolve, not join: `vite build --outDir /abs/dir` must write there, not under web/.
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // In dev there is no build id: the update check stays off.
        return ctx.server ? html.replace(VERSION_PLACEHOLDER, 'dev') : html;
      },
    },
    async generateBundle(_options, bundle) {
      const names = Object.keys(bundle)
        .filter((name) => name !== 'index.html')
        .sort();
      version = process.env['BUILD_ID']?.trim() || createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
      const html = bundle['index.html'];
      if (html && html.type === 'asset') {
        html.source = String(html.source).replace(VERSION_PLACEHOLDER, version);
      }
      const { module: areas } = await runnerImport<typeof import('../src/app/areas')>(join(root, 'src/app/areas.ts'), {
        configFile: false,
        root,
      });
      const { module: registry } = await runnerImport<typeof import('../src/routes/registry')>(join(root, 'src/routes/registry.ts'), {
        configFile: false,
        root,
      });
      const { module: descriptions } = await runnerImport<typeof import('../src/routes/descriptions')>(
        join(root, 'src/routes/descriptions.ts'),
        { configFile: false, root },
      );
      const manifest = createManifest(version, areas.PRODUCT_NAME, areas.AREAS, registry.routes, descriptions.routeDescription);
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version })}\n` });
    },
    async writeBundle() {
      await precompress(join(outDir, 'assets'));
      // The renderer names each page's chunks from the manifest; it is for the renderer, not for
      // visitors, so it moves beside the renderer (`dist` -> `dist-ssr`).
      const ssrDir = `${outDir}-ssr`;
      await mkdir(ssrDir, { recursive: true });
      await rename(join(outDir, '.vite', 'manifest.json'), join(ssrDir, 'client-manifest.json'));
      await rm(join(outDir, '.vite'), { recursive: true, force: true });
    },
  };
}
