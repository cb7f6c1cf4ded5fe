import styled from 'styled-components';
import { BRAND_NAME, media, CheckIcon, bareList } from '@coffee/ui';

const BENEFITS = [
  {
    title: 'Exclusive coffee varieties',
    text: 'Small-lot roasts and seasonal beans you will not find anywhere else.',
  },
  {
    title: 'Premium brewing equipment',
    text: 'Grinders, brewers and accessories chosen by our baristas.',
  },
  {
    title: 'Direct+ membership benefits',
    text: 'Member pricing, early access and invitations to tasting events.',
  },
  {
    title: 'Free delivery on qualified orders',
    text: 'Fresh coffee at your door without the shipping fee.',
  },
] as const;

const Panel = styled.aside`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: 2rem 1.5rem;
  color: #fdf7f0;
  background:
    radial-gradient(circle at 85% 10%, rgba(181, 101, 29, 0.55), transparent 55%),
    linear-gradient(160deg, ${({ theme }) => theme.colors.primary} 0%, #1f130c 100%);
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${media.md} {
    padding: 2.5rem 2.25rem;
  }
  h2 {
    font-size: clamp(1.4rem, 3vw, 1.85rem);
    color: #fff;
  }
`;

const Lead = styled.p`
  color: #ecd9c6;
  margin-bottom: 1.75rem;
`;

const List = styled.ul`
  ${bareList}
  display: grid;
  gap: 1.25rem;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 2.25rem 1fr;
  gap: 0.85rem;
  align-items: start;
  strong {
    display: block;
    color: #fff;
  }
  span {
    color: #e0cbb6;
    font-size: 0.925rem;
  }
`;

const Icon = styled.span`
  display: grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  background: rgba(246, 227, 207, 0.16);
  color: #f6e3cf;
  svg {
    width: 1.1rem;
    height: 1.1rem;
  }
`;

/** The side panel of the sign-in page (spec: the four things an account brings). */
export function SignInBenefits() {
  return (
    <Panel aria-labelledby="sign-in-benefits-title">
      <h2 id="sign-in-benefits-title">Your {BRAND_NAME} account</h2>
      <Lead>Sign in to enjoy everything we roast, brew and deliver:</Lead>
      <List>
        {BENEFITS.map((b) => (
          <Item key={b.title}>
            <Icon>
              <CheckIcon />
            </Icon>
            <div>
              <strong>{b.title}</strong>
              <span>{b.text}</span>
            </div>
          </Item>
        ))}
      </List>
    </Panel>
  );
}
