import styled from 'styled-components';
import { Accordion } from '@coffee/ui';
import type { FaqCategory } from '../faq-categories';

const Section = styled.section`
  margin: 2rem 0;
  scroll-margin-top: 6rem;
  &:focus {
    outline: none;
  }
  h2 {
    font-size: 1.4rem;
  }
`;

/** One section per category; its id is the anchor the category cards link to. */
export function FaqSections({ categories }: { categories: FaqCategory[] }) {
  return (
    <>
      {categories.map((category) => (
        <Section
          key={category.id}
          id={category.id}
          tabIndex={-1}
          aria-labelledby={`${category.id}-title`}
        >
          <h2 id={`${category.id}-title`}>{category.title}</h2>
          <Accordion
            items={category.items.map((item) => ({
              id: item.id,
              title: item.question,
              content: <p>{item.answer}</p>,
            }))}
          />
        </Section>
      ))}
    </>
  );
}
