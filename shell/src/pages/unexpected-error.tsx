/**
 * SPEC §8: an unexpected routing or rendering error shows 'Unexpected Application Error!', the status and status
 * text or the message, and the stack when there is one.
 */
import { isRouteErrorResponse, PageContainer, PageHeading, useRouteError } from '@gemstore/shared';

export function describeError(error: unknown): { summary: string; stack: string | null } {
  if (isRouteErrorResponse(error)) return { summary: `${error.status} ${error.statusText}`, stack: null };
  if (error instanceof Error) return { summary: error.message, stack: error.stack ?? null };
  return { summary: String(error), stack: null };
}

export function UnexpectedError() {
  const { summary, stack } = describeError(useRouteError());
  return (
    <PageContainer role="alert">
      <PageHeading>Unexpected Application Error!</PageHeading>
      <h2 css={{ fontSize: '1.125rem', fontWeight: 500 }}>{summary}</h2>
      {stack ? (
        <pre css={{ whiteSpace: 'pre-wrap', fontSize: '0.8125rem', padding: '1rem', background: '#f8f5ef' }}>
          {stack}
        </pre>
      ) : null}
      <a href="/">Back to the home page</a>
    </PageContainer>
  );
}
