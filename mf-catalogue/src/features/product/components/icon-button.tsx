/** The round icon button of the certificate viewer (close, zoom): aria-disabled keeps focus inside the dialog. */
import styled from '@emotion/styled';
import { iconTarget } from '@gemstore/shared';

export const IconButton = styled.button(({ theme }) => ({
  ...iconTarget(theme),
  border: `1px solid transparent`,
  borderRadius: theme.radius.round,
  background: 'none',
  transition: 'background 0.2s, border-color 0.2s',
  '&:hover:not([aria-disabled="true"])': { background: theme.colour.paper, borderColor: theme.colour.line },
  '&[aria-disabled="true"]': { color: theme.colour.muted, opacity: 0.45, cursor: 'not-allowed' },
}));
