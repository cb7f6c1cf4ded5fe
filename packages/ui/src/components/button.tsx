import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

const sizes = {
  sm: css`
    padding: 0.35rem 0.75rem;
    font-size: 0.875rem;
  `,
  md: css`
    padding: 0.6rem 1.1rem;
    font-size: 1rem;
  `,
  lg: css`
    padding: 0.8rem 1.5rem;
    font-size: 1.1rem;
  `,
};

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.accent};
    color: #fff;
    &:hover:not(:disabled) {
      filter: brightness(0.92);
    }
  `,
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceAlt};
    }
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceAlt};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
    &:hover:not(:disabled) {
      filter: brightness(0.92);
    }
  `,
  link: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.accent};
    padding-left: 0;
    padding-right: 0;
    text-decoration: underline;
  `,
};

/** Shared look of buttons and button-like links (`ButtonLink` in react-router terms: style a Link with `buttonStyles`). */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background 0.15s ease,
    filter 0.15s ease;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $size = 'md' }) => sizes[$size]}
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/**
 * A filled primary button is an action the page exists for (Pay, Add to Cart, Place Order,
 * Save): toasts keep clear of it (toast-placement.ts).
 */
export const primaryActionAttrs = (variant: ButtonVariant | undefined) =>
  (variant ?? 'primary') === 'primary' ? { 'data-primary-action': '' } : {};

export const Button = styled.button.attrs<ButtonStyleProps>((p) => ({
  type: p.type ?? 'button',
  ...primaryActionAttrs(p.$variant),
}))<ButtonStyleProps>`
  ${buttonStyles}
`;
