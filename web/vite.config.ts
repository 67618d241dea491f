import { defineConfig } from 'vite';

// Output in web/dist/, embedded by the Rust binary: /assets/* and index.html.
export default defineConfig({
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2020',
    sourcemap: false,
    modulePreload: { polyfill: false },
  },
});
