/**
 * §error-screen.unexpected: an unexpected routing or rendering error shows 'Unexpected Application Error!',
 * the status and status text or the message, and the stack when there is one.
 *
 * The boundary is react-error-boundary's rather than a data router's errorElement: the shell's one catch-all route
 * needs nothing else from a data router, and leaving it out takes react-router's loaders, actions and fetchers out
 * of every page (ADR 017).
 */
import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { ErrorBoundary } from 'react-error-boundary';
import { NoticeAnchor, NoticePage, useLocation } from '@gemstore/shared';

/** Something thrown with an HTTP status, like a fetch `Response`: shown as its status and status text. */
type StatusError = { status: number; statusText: string };

function hasStatus(error: unknown): error is StatusError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as Partial<StatusError>).status === 'number' &&
    typeof (error as Partial<StatusError>).statusText === 'string'
  );
}

export function describeError(error: unknown): { summary: string; stack: string | null } {
  if (error instanceof Error) return { summary: error.message, stack: error.stack ?? null };
  if (hasStatus(error)) return { summary: `${error.status} ${error.statusText}`, stack: null };
  return { summary: String(error), stack: null };
}

/**
 * Shows UnexpectedError in place of its children when they throw while rendering. Going to another address (a link
 * in the header, the browser's Back) tries them again, as a data router's error element did.
 */
export function ShellErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[pathname, search]}
      fallbackRender={({ error }) => <UnexpectedError error={error} />}
    >
      {children}
    </ErrorBoundary>
  );
}

export function UnexpectedError({ error }: { error: unknown }) {
  const { summary, stack } = describeError(error);
  return (
    <NoticePage
      role="alert"
      eyebrow="Something went wrong"
      title="Unexpected Application Error!"
      lead={<Summary>{summary}</Summary>}
      // A full page load: the app that failed should start again from scratch.
      action={<NoticeAnchor href="/">Back to the home page</NoticeAnchor>}
    >
      {stack ? <Stack>{stack}</Stack> : null}
    </NoticePage>
  );
}

const Summary = styled.h2(({ theme }) => ({
  margin: 0,
  color: theme.colour.ink,
  font: `500 1.125rem/1.5 ${theme.font.body}`,
}));

/**
 * §error-screen.unexpected shows the stack: scrollable, so a long one does not push the way home off the
 * screen.
 */
const Stack = styled.pre(({ theme }) => ({
  width: '100%',
  maxHeight: '16rem',
  overflow: 'auto',
  margin: `${theme.space(8)} 0 0`,
  padding: theme.space(4),
  background: theme.colour.ivory,
  border: `1px solid ${theme.colour.line}`,
  color: theme.colour.inkSoft,
  textAlign: 'left',
  whiteSpace: 'pre-wrap',
  font: `400 0.8125rem/1.6 ui-monospace, SFMono-Regular, Menlo, monospace`,
}));
