/**
 * Server build only (decision 0034): wraps each `import('…')` of the route registry in
 * `pageModule('<module id>', () => import('…'))` (src/ssr/pageModules.ts), so a render knows
 * which page modules it drew and can name their chunks and styles from the client manifest,
 * whose keys are the same ids (paths from the web root).
 */
import { relative } from 'node:path';
import type { Plugin } from 'vite';

const REGISTRY = /\/src\/routes\/registry\.ts$/;
const DYNAMIC_IMPORT = /import\((['"])([^'"]+)\1\)/g;

export function pageModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'platform-page-modules',
    apply: (_config, env) => env.isSsrBuild === true,
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (!REGISTRY.test(id)) return null;
      let out = '';
      let last = 0;
      for (const match of code.matchAll(DYNAMIC_IMPORT)) {
        const resolved = await this.resolve(match[2]!, id);
        if (!resolved) this.error(`cannot resolve ${match[2]} from the route registry`);
        const moduleId = relative(root, resolved.id).split('\\\\').join('/');
        out += `${code.slice(last, match.index)}__pageModule(${JSON.stringify(moduleId)}, () => ${match[0]})`;
        last = match.index + match[0].length;
      }
      if (last === 0) return null;
      return { code: `import { pageModule as __pageModule } from '../ssr/pageModules';\n${out}${code.slice(last)}`, map: null };
    },
  };
}
