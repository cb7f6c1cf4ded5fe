import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { BRAND_NAME, Container, Link, bareList } from '@coffee/ui';
import {
  APP_STORE_PLACEHOLDERS,
  FOOTER_SECTIONS,
  LEGAL_LINKS,
  SOCIAL_PLACEHOLDERS,
} from './footer-links';

const Bar = styled.footer`
  margin-top: 3rem;
  background: ${({ theme }) => theme.colors.primary};
  color: #f3ebe2;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    outline-color: #fff;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 2rem 1.5rem;
  padding: 2.5rem 0 2rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1.4fr repeat(4, minmax(0, 1fr));
  }
`;

const Brand = styled.div`
  grid-column: 1 / -1;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-column: auto;
  }
  p {
    margin: 0.5rem 0 1rem;
    font-size: 0.9rem;
    opacity: 0.85;
  }
`;

const BrandName = styled.div`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.35rem;
  font-weight: 700;
  color: #fff;
  margin: 0;
`;

const Heading = styled.h2`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 0.85rem;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: #fff;
  margin-bottom: 0.75rem;
`;

const LinkList = styled.ul`
  ${bareList}
  display: grid;
  gap: 0.45rem;
  font-size: 0.92rem;
`;

const Pills = styled.ul`
  list-style: none;
  margin: 0 0 0.75rem;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  a {
    display: inline-block;
    padding: 0.3rem 0.7rem;
    border: 1px solid rgba(255, 255, 255, 0.35);
    border-radius: ${({ theme }) => theme.radii.pill};
    font-size: 0.82rem;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.75rem 1.5rem;
  padding: 1.25rem 0 1.5rem;
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  font-size: 0.85rem;
  p {
    margin: 0;
  }
  ul {
    ${bareList}
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.25rem;
  }
`;

// Placeholders stay on the page without jumping to the top or leaving the shop.
const stay = (event: MouseEvent<HTMLAnchorElement>) => event.preventDefault();

/** Links the spec lists that lead nowhere yet: shown, titled 'Coming soon', going nowhere. */
function ComingSoon({ label, names }: { label: string; names: readonly string[] }) {
  return (
    <Pills aria-label={`${label} (coming soon)`}>
      {names.map((name) => (
        <li key={name}>
          <a href="#" onClick={stay} title="Coming soon">
            {name}
          </a>
        </li>
      ))}
    </Pills>
  );
}

export function Footer() {
  return (
    <Bar>
      <Container>
        <Grid>
          <Brand>
            <BrandName>{BRAND_NAME}</BrandName>
            <p>Premium coffee, brewing equipment and gifts, delivered to your door.</p>
            <ComingSoon label="Social media" names={SOCIAL_PLACEHOLDERS} />
            <ComingSoon label="Mobile apps" names={APP_STORE_PLACEHOLDERS} />
          </Brand>
          {FOOTER_SECTIONS.map((section) => (
            <nav key={section.title} aria-label={`Footer: ${section.title}`}>
              <Heading>{section.title}</Heading>
              <LinkList>
                {section.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </LinkList>
            </nav>
          ))}
        </Grid>
        <Bottom>
          <p>
            {/* The server's year and the browser's differ for a moment at New Year. */}
            &copy; <span suppressHydrationWarning>{new Date().getFullYear()}</span> {BRAND_NAME}.
            All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul>
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </Bottom>
      </Container>
    </Bar>
  );
}
