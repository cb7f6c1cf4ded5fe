import styled from 'styled-components';
import { media, Link } from '@coffee/ui';

interface Exclusive {
  id: string;
  tag: string;
  title: string;
  text: string;
  link?: { to: string; label: string };
}

// This season's member offers, within what the membership promises (spec, section 1).
const EXCLUSIVES: readonly Exclusive[] = [
  {
    id: 'exclusive-early-access',
    tag: '24-hour early access',
    title: 'Ethiopia Guji Reserve',
    text: 'Our newest single origin opens to members a full day before everyone else.',
    link: { to: '/category/beans', label: 'Shop coffee beans' },
  },
  {
    id: 'exclusive-tasting',
    tag: 'Tasting event',
    title: 'Members’ tasting evening',
    text: 'Cup this season’s roasts with our roasters. Invitations go out by email a month ahead.',
  },
  {
    id: 'exclusive-equipment',
    tag: 'Up to 15% off',
    title: 'Burr grinders and brewers',
    text: 'Member pricing on select grinders and brewers while this season’s offer lasts.',
    link: { to: '/category/coffee-makers', label: 'Shop coffee makers' },
  },
];

const Grid = styled.div`
  display: grid;
  gap: 1rem;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Offer = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1.25rem;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.lg};
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    margin-top: auto;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Tag = styled.span`
  align-self: flex-start;
  padding: 0.15rem 0.6rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-size: 0.78rem;
  font-weight: 700;
`;

export function CurrentExclusives() {
  return (
    <Grid>
      {EXCLUSIVES.map((offer) => (
        <Offer key={offer.id} aria-labelledby={`${offer.id}-title`}>
          <Tag>{offer.tag}</Tag>
          <h3 id={`${offer.id}-title`}>{offer.title}</h3>
          <p>{offer.text}</p>
          {offer.link ? <Link to={offer.link.to}>{offer.link.label}</Link> : null}
        </Offer>
      ))}
    </Grid>
  );
}
