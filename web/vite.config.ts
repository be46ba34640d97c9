import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { platformBuild } from './build/platformBuild.ts';

export default defineConfig({
  plugins: [react(), platformBuild()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
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
});
