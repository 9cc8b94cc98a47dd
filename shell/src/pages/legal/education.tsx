/** §education.page: the education page is under construction, with a link to the home page. */
import styled from '@emotion/styled';
import { NoticeLink, NoticePage } from '@gemstore/shared';

export function Education() {
  return (
    <NoticePage
      eyebrow="Gemology"
      title="Education"
      lead="Gemology courses are coming soon: how to read colour, cut and clarity, and what a laboratory report really tells you."
      action={<NoticeLink to="/">Return to the home page</NoticeLink>}
    >
      <Note>This page is under construction.</Note>
    </NoticePage>
  );
}

const Note = styled.p(({ theme }) => ({
  margin: `${theme.space(4)} 0 0`,
  color: theme.colour.inkSoft,
  font: `400 0.875rem/1.6 ${theme.font.body}`,
  letterSpacing: '0.02em',
}));
