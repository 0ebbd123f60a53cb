import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { blogHtmlPlugin } from './scripts/blog-html-plugin.ts';

// The SPA lives in src/web and builds to dist/web, which the API server serves. In `npm run dev` Vite serves it
// and proxies /api to the API server.
export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react(), tailwindcss(), blogHtmlPlugin()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: which chunks each page loads (npm run bench measures the landing page's JS from it)
    manifest: true,
  },
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
});
