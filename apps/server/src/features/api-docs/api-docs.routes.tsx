/** @jsxRuntime automatic */
/** @jsxImportSource hono/jsx */
/**
 * The public API's reference: the OpenAPI 3.1 document at /api/openapi.json, and a page at /api/docs
 * rendered on the server from that document, with the public pages' layout and CSP (no script, nothing
 * fetched from elsewhere), so it works offline.
 */
import { Hono } from 'hono';
import { API_RESOURCE_LABELS, API_RESOURCES, PUBLIC_API_ROUTES, type PublicRoute } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { publicPage } from '../../lib/public-page';
import { buildOpenApi, openApiPath, operationId } from './openapi';

const pretty = (v: unknown) => JSON.stringify(v, null, 2);

type Media = { schema: unknown; example: unknown };
type Op = { operationId: string; summary: string; description: string; requestBody?: { content: Record<string, Media> }; responses: Record<string, { content: Record<string, Media> }> };
type Doc = { paths: Record<string, Record<string, Op>> };

function Operation({ route, doc }: { route: PublicRoute; doc: Doc }) {
  const op = doc.paths[openApiPath(route.path)]![route.method.toLowerCase()]!;
  const [okStatus, ok] = Object.entries(op.responses)[0]!;
  const body = op.requestBody?.content['application/json'];
  return (
    <section class="pp-card pp-api-op" id={op.operationId}>
      <h3>
        <span class="pp-api-method">{route.method}</span>
        <span class="pp-api-path">{openApiPath(route.path)}</span>
      </h3>
      <p>{op.summary}</p>
      <p class="pp-muted">{op.description}</p>
      {route.multipart ? <p class="pp-muted">Send multipart/form-data: `files` (one or more resumes), `target` (`resdb` or `job`) and `job_id` for a job.</p> : null}
      {body ? (
        <>
          <p class="pp-label">Request body</p>
          <pre class="pp-api-code">{pretty(body.example)}</pre>
          <details>
            <summary>Body schema</summary>
            <pre class="pp-api-code">{pretty(body.schema)}</pre>
          </details>
        </>
      ) : null}
      <p class="pp-label">Answer {okStatus}</p>
      <pre class="pp-api-code">{pretty(ok.content['application/json']?.example)}</pre>
      <p class="pp-muted">
        Errors:{' '}
        {Object.keys(op.responses)
          .filter((s) => s !== okStatus)
          .join(', ')}
      </p>
    </section>
  );
}

export function apiDocsRoutes(ctx: AppContext) {
  const doc = buildOpenApi(ctx.env.publicUrl);
  const info = doc.info as { title: string; description: string };
  return new Hono()
    .get('/api/openapi.json', (c) => c.json(doc))
    .get('/api/docs', (c) =>
      publicPage(
        c,
        <div class="pp-prose">
          <h1>{info.title}</h1>
          {info.description.split('\n\n').map((para) => (
            <p>{para}</p>
          ))}
          <p>
            <a href="/api/openapi.json">The OpenAPI 3.1 document</a> describes the same routes for code generators and API tools.
          </p>
          <nav aria-label="Resources">
            <ul class="pp-api-toc">
              {PUBLIC_API_ROUTES.map((r) => (
                <li>
                  <a href={`#${operationId(r)}`}>
                    {r.method} {r.path}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {API_RESOURCES.map((resource) => (
            <>
              <h2>{API_RESOURCE_LABELS[resource]}</h2>
              {PUBLIC_API_ROUTES.filter((r) => r.resource === resource).map((route) => (
                <Operation route={route} doc={doc as unknown as Doc} />
              ))}
            </>
          ))}
        </div>,
        { title: 'Hirebase API reference', private: false },
      ),
    );
}
