import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { App } from '../app/app';
import { loadRouter } from '../app/routes/load-router';

/** A signed-out page rendered by the build: the markup of `#root` and the style tags it uses. */
export interface RenderedPage {
  html: string;
  styles: string;
}

const text = async (stream: AsyncIterable<Buffer | string>): Promise<string> => {
  let out = '';
  for await (const chunk of stream) out += chunk.toString();
  return out;
};

/**
 * Renders `path` of the signed-out route set as `main.tsx` renders it in the browser (the same
 * `App`, light theme, no session), waiting for the lazy route modules, with emotion's styles
 * extracted; `main.tsx` hydrates it (docs/decisions/021-mobile-first-load.md). Runs in Node under
 * a happy-dom window (apps/web/vite-prerender.ts).
 */
export const renderPage = async (path: string): Promise<RenderedPage> => {
  const router = await loadRouter('signed-out');
  if (router.state.location.pathname !== path) await router.navigate(path);
  const cache = createCache({ key: 'css' });
  const server = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <StrictMode>
        <App />
      </StrictMode>
    </CacheProvider>,
  );
  const html = await text(prelude);
  return { html, styles: server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html)) };
};
