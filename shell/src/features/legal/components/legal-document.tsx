import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { BRAND_NAME, Container, Muted, PageTitle, media, Link } from '@coffee/ui';
import { LEGAL_DOCUMENTS_DATE, LEGAL_DOCUMENTS_ISO_DATE } from '../legal-dates';
import type { LegalSection } from '../legal-section';
import { useScrollToHash } from '../use-scroll-to-hash';

const Layout = styled.div<{ $withToc: boolean }>`
  display: grid;
  gap: 2rem;
  padding-bottom: 4rem;
  ${media.lg} {
    grid-template-columns: ${({ $withToc }) => ($withToc ? '16rem minmax(0, 1fr)' : 'minmax(0, 48rem)')};
    align-items: start;
  }
`;

const Toc = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 1rem 1.25rem;
  h2 {
    font-size: 1rem;
    font-family: inherit;
    margin-bottom: 0.5rem;
  }
  ol {
    margin: 0;
    padding-left: 1.25rem;
    display: grid;
    gap: 0.35rem;
    font-size: 0.92rem;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    text-underline-offset: 2px;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
  ${media.lg} {
    position: sticky;
    top: 6rem;
    max-height: calc(100vh - 7rem);
    overflow-y: auto;
  }
`;

const Body = styled.article`
  max-width: 48rem;
  line-height: 1.65;
  section {
    scroll-margin-top: 6rem;
    margin-top: 2.25rem;
  }
  section:focus {
    outline: none;
  }
  h2 {
    font-size: 1.45rem;
  }
  h3 {
    font-size: 1.1rem;
    margin-top: 1.25rem;
  }
  ul {
    padding-left: 1.25rem;
    margin: 0 0 1em;
  }
  li + li {
    margin-top: 0.35rem;
  }
  address {
    font-style: normal;
  }
`;

interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
  /** Long documents get a table of contents. */
  withToc?: boolean;
  /** How the date is introduced: 'Last updated' or 'Effective'. */
  dateLabel?: string;
}

/** The shared frame of the privacy, terms and accessibility pages: title, date, contents, numbered sections. */
export function LegalDocument({
  title,
  intro,
  sections,
  withToc = false,
  dateLabel = 'Last updated',
}: LegalDocumentProps) {
  useEffect(() => {
    document.title = `${title} | ${BRAND_NAME}`;
  }, [title]);
  useScrollToHash();

  return (
    <Container>
      <PageTitle>{title}</PageTitle>
      <Muted>
        {dateLabel}: <time dateTime={LEGAL_DOCUMENTS_ISO_DATE}>{LEGAL_DOCUMENTS_DATE}</time>
      </Muted>
      <Layout $withToc={withToc}>
        {withToc ? (
          <Toc aria-labelledby="legal-toc-title">
            <h2 id="legal-toc-title">Contents</h2>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <Link to={{ hash: section.id }}>{section.title}</Link>
                </li>
              ))}
            </ol>
          </Toc>
        ) : null}
        <Body>
          {intro}
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              tabIndex={-1}
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`}>
                {withToc ? `${index + 1}. ` : ''}
                {section.title}
              </h2>
              {section.content}
            </section>
          ))}
        </Body>
      </Layout>
    </Container>
  );
}
