import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { BRAND_NAME, Container, PageTitle } from '@coffee/ui';
import type { InfoPageContent } from '../info-page-content';
import { InfoBlockView } from './info-blocks';
import { RichText } from './rich-text';

const Body = styled.div`
  max-width: 56rem;
  padding-bottom: 4rem;
  line-height: 1.65;
  section {
    margin-top: 2.25rem;
  }
  h2 {
    font-size: 1.45rem;
  }
  a {
    overflow-wrap: anywhere;
  }
`;

const Lead = styled.p`
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

interface InfoPageProps {
  content: InfoPageContent;
  /** What shows between the lead and the first section (the returns page's own window). */
  children?: ReactNode;
}

/** The frame of every company and policy page: title, lead and the content's sections. */
export function InfoPage({ content, children }: InfoPageProps) {
  useEffect(() => {
    document.title = `${content.title} | ${BRAND_NAME}`;
  }, [content.title]);

  return (
    <Container>
      <Body>
        <PageTitle>{content.title}</PageTitle>
        <Lead>
          <RichText value={content.lead} />
        </Lead>
        {children}
        {content.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            {section.blocks.map((block, index) => (
              <InfoBlockView key={index} block={block} />
            ))}
          </section>
        ))}
      </Body>
    </Container>
  );
}
