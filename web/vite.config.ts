import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { pageModules } from './build/pageModules.ts';
import { platformBuild } from './build/platformBuild.ts';

// Two builds (`npm run build`): the server renderer (`--ssr`, into dist-ssr/renderer.mjs, decision
// 0034), then the site (dist/), whose manifest the renderer reads.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), platformBuild(), pageModules()],
  // The renderer carries its libraries (React in its production build): it runs without node_modules.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        target: 'node20',
        copyPublicDir: false,
        sourcemap: false,
        rollupOptions: { input: 'src/ssr/renderer.ts', output: { entryFileNames: 'renderer.mjs' } },
      }
    : {
        outDir: 'dist',
        assetsDir: 'assets',
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: false,
        manifest: true,
        rolldownOptions: {
          // Every index.ts under src/ only re-exports (a feature's public entry, decision 0023).
          // Marked free of side effects, a re-export nobody uses is skipped: without it the shell's
          // `ContentLink` from `../content` put the blog, and `useLogout` from `../auth` the login
          // form, into the entry chunk (a module reached from the entry goes there whole).
          treeshake: { moduleSideEffects: [{ test: /\/src\/.+\/index\.ts$/, sideEffects: false }] },
        },
      },
  preview: {
    host: '127.0.0.1',
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
}));
