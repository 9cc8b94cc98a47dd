import styled from '@emotion/styled';

/** First and last name side by side from a tablet up; a message under one does not stretch the other. */
export const FieldPair = styled.div(({ theme }) => ({
  display: 'grid',
  alignItems: 'start',
  gap: theme.space(5),
  [theme.media.medium]: { gridTemplateColumns: '1fr 1fr' },
}));
