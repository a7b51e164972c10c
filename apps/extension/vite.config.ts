import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes manifest.json into the build. EXTENSION_WEB_ORIGINS (comma-separated, e.g.
 * "https://hirebase.example.com") adds the web app origins allowed to message the extension
 * beside loopback; the committed key keeps the id the same for every build.
 */
function manifest(): Plugin {
  return {
    name: 'hirebase-manifest',
    generateBundle() {
      const base = JSON.parse(readFileSync(new URL('./manifest.json', import.meta.url), 'utf8')) as {
        externally_connectable: { matches: string[] };
      };
      const extra = (process.env.EXTENSION_WEB_ORIGINS ?? '')
        .split(',')
        .map((o) => o.trim().replace(/\/+$/, ''))
        .filter(Boolean)
        .map((o) => `${o}/*`);
      base.externally_connectable.matches = [...new Set([...base.externally_connectable.matches, ...extra])];
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: `${JSON.stringify(base, null, 2)}\n` });
    },
  };
}

export default defineConfig({
  plugins: [react(), manifest()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: false,
    rolldownOptions: {
      input: { sidepanel: 'sidepanel.html', popup: 'popup.html', background: 'src/background.ts' },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'background' ? 'background.js' : 'assets/[name]-[hash].js'),
      },
    },
  },
});
