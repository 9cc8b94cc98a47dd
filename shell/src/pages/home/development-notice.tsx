/**
 * §home.development-notice: a banner says the website is under development. Quiet, above the hero, part of
 * the page's flow.
 */
import styled from '@emotion/styled';

export const developmentNotice = 'Our website is under development — some features may not be available yet.';

export function DevelopmentNotice() {
  return (
    <Bar aria-label="Website notice">
      <p>{developmentNotice}</p>
    </Bar>
  );
}

const Bar = styled.aside(({ theme }) => ({
  borderBottom: `1px solid ${theme.colour.line}`,
  background: theme.colour.ivory,
  color: theme.colour.inkSoft,
  p: {
    maxWidth: '80rem',
    margin: '0 auto',
    padding: `${theme.space(2.5)} ${theme.space(5)}`,
    font: `400 0.75rem/1.5 ${theme.font.body}`,
    letterSpacing: '0.02em',
    textAlign: 'center',
    textWrap: 'balance',
    [theme.media.medium]: { fontSize: '0.8125rem' },
  },
}));
