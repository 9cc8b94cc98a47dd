/** The frame of the sign-in pages: one calm card in the middle of the page, the page's heading on top. */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { PageContainer, PageHeading } from '@gemstore/shared';

export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageContainer>
      <Card>
        <PageHeading css={{ textAlign: 'center' }}>{title}</PageHeading>
        {intro ? <Intro>{intro}</Intro> : null}
        {children}
      </Card>
    </PageContainer>
  );
}

const Card = styled.section(({ theme }) => ({
  maxWidth: '28rem',
  margin: '0 auto',
  padding: `${theme.space(8)} ${theme.space(5)}`,
  background: theme.colour.paper,
  border: `1px solid ${theme.colour.line}`,
  borderRadius: theme.radius.medium,
  boxShadow: theme.shadow.soft,
  [theme.media.medium]: { padding: `${theme.space(10)} ${theme.space(10)}` },
}));

const Intro = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.space(6)}`,
  textAlign: 'center',
  color: theme.colour.inkSoft,
  font: `400 0.9375rem/1.6 ${theme.font.body}`,
}));

/** A line of links under a form ('Don't have an account? Register'). */
export const AuthLinks = styled.p(({ theme }) => ({
  margin: `${theme.space(6)} 0 0`,
  textAlign: 'center',
  color: theme.colour.inkSoft,
  font: `400 0.9375rem/1.6 ${theme.font.body}`,
  a: { color: theme.colour.ink, textUnderlineOffset: '3px' },
}));

/** 'or', between the form and the Google button. */
export const OrRule = styled.p(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(3),
  margin: `${theme.space(6)} 0`,
  color: theme.colour.muted,
  font: `400 0.8125rem/1 ${theme.font.body}`,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${theme.colour.line}` },
}));
