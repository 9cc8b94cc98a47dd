/** The round icon button of the certificate viewer (close, zoom): aria-disabled keeps focus inside the dialog. */
import styled from '@emotion/styled';

export const IconButton = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  flex: 'none',
  padding: 0,
  border: `1px solid transparent`,
  borderRadius: theme.radius.round,
  background: 'none',
  color: theme.colour.ink,
  cursor: 'pointer',
  transition: 'background 0.2s, border-color 0.2s',
  '&:hover:not([aria-disabled="true"])': { background: theme.colour.paper, borderColor: theme.colour.line },
  '&[aria-disabled="true"]': { color: theme.colour.muted, opacity: 0.45, cursor: 'not-allowed' },
  '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '2px' },
}));
