import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { AppRoutes } from './app/AppRoutes';

async function markupOf(location: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App prerendered>
        <StaticRouter location={location}>
          <AppRoutes />
        </StaticRouter>
      </App>
    </StrictMode>,
    // Fizz outlines a boundary above this size (fallback first, content later with an inline script): never here.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The markup of one public page as a visitor first sees it (web/src/app/prerendered.ts), lazy parts included:
 * a boundary written as its fallback plus an inline script swapping the content in would be blocked by the site's
 * CSP (script-src 'self').
 */
export async function render(location: string): Promise<string> {
  const markup = await markupOf(location);
  if (markup.includes('<script')) throw new Error(`${location}: the prerendered markup has an inline script`);
  return markup;
}
