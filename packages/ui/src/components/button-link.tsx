import { Link } from '../router';
import styled from 'styled-components';
import { buttonStyles, primaryActionAttrs, type ButtonSize, type ButtonVariant } from './button';

/**
 * A router link that looks like a Button. Navigation stays a link, so assistive technology
 * announces it as one and it opens in a new tab like any other link.
 */
export const ButtonLink = styled(Link).attrs<{ $variant?: ButtonVariant }>((p) => ({
  $variant: p.$variant,
  ...primaryActionAttrs(p.$variant),
}))<{
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}>`
  ${buttonStyles}
`;
