/**
 * SPEC §8: an unexpected routing or rendering error shows 'Unexpected Application Error!', the status and status
 * text or the message, and the stack when there is one.
 */
import styled from '@emotion/styled';
import { isRouteErrorResponse, NoticeAnchor, NoticePage, useRouteError } from '@gemstore/shared';

export function describeError(error: unknown): { summary: string; stack: string | null } {
  if (isRouteErrorResponse(error)) return { summary: `${error.status} ${error.statusText}`, stack: null };
  if (error instanceof Error) return { summary: error.message, stack: error.stack ?? null };
  return { summary: String(error), stack: null };
}

export function UnexpectedError() {
  const { summary, stack } = describeError(useRouteError());
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

/** SPEC §8 shows the stack: scrollable, so a long one does not push the way home off the screen. */
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
