import styled from 'styled-components';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 600;
    font-size: 0.95rem;
    margin-bottom: 0.35rem;
    padding: 0;
  }
`;

const Stars = styled.div`
  display: inline-flex;
  gap: 0.15rem;
`;

const StarLabel = styled.label<{ $on: boolean }>`
  cursor: pointer;
  display: inline-flex;
  padding: 0.2rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, $on }) => ($on ? theme.colors.gold : theme.colors.border)};
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  svg {
    width: 2rem;
    height: 2rem;
  }
`;

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Whole stars 1 to 5 as a radio group (arrow keys move between them). */
export function StarRatingInput({
  value,
  onChange,
  error,
  errorId,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  error?: string | undefined;
  errorId: string;
}) {
  return (
    <Group aria-describedby={error ? errorId : undefined}>
      <legend>Rating</legend>
      <Stars>
        {[1, 2, 3, 4, 5].map((n) => (
          <StarLabel key={n} $on={value !== null && n <= value}>
            <input
              type="radio"
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`}
            />
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={STAR_PATH} fill="currentColor" />
            </svg>
          </StarLabel>
        ))}
      </Stars>
    </Group>
  );
}
