import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonVariant } from '@coffee/ui';

/** A router link that looks like the design system's Button (navigation stays a link for assistive tech). */
export const ButtonLink = styled(Link)<{
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}>`
  ${buttonStyles}
`;
