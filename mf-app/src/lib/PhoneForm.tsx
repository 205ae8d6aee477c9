import styled from 'styled-components';

/**
 * The field app's form column: as wide as the screen on a phone (nothing sticks out sideways at 390 px), no wider
 * than reads well on a desk.
 */
export const PhoneForm = styled.form`
  max-width: 720px;
  min-width: 0;
  h2 { margin: 0 0 12px; }
`;
