import styled from 'styled-components';
import { ROAST_LEVEL_LABELS, roastLevels, type RoastLevel } from '@coffee/contracts';

const Scale = styled.span<{ $compact: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-size: ${({ $compact }) => ($compact ? '0.8rem' : '0.95rem')};
  color: ${({ theme }) => theme.colors.muted};
`;

const Steps = styled.span`
  display: inline-flex;
  gap: 3px;
`;

// Five beans from light to dark; those up to the roast are filled in its own shade.
const SHADES = ['#c8955a', '#a86f3a', '#7f4f27', '#5a3519', '#3a200e'];

const Step = styled.span<{ $on: boolean; $shade: string; $compact: boolean }>`
  width: ${({ $compact }) => ($compact ? '0.6rem' : '0.9rem')};
  height: ${({ $compact }) => ($compact ? '0.6rem' : '0.9rem')};
  border-radius: 50% 50% 50% 50% / 60% 60% 40% 40%;
  border: 1px solid ${({ $shade }) => $shade};
  background: ${({ $on, $shade }) => ($on ? $shade : 'transparent')};
`;

/** The roast level as a five-step scale, light to dark, named in words for every reader. */
export function RoastScale({ level, compact = false }: { level: RoastLevel; compact?: boolean }) {
  const at = roastLevels.indexOf(level);
  const label = `${ROAST_LEVEL_LABELS[level]} roast`;
  return (
    <Scale $compact={compact}>
      <Steps role="img" aria-label={`${label}, ${at + 1} of ${roastLevels.length}`}>
        {roastLevels.map((step, i) => (
          <Step key={step} $on={i <= at} $shade={SHADES[i]!} $compact={compact} />
        ))}
      </Steps>
      <span aria-hidden="true">{label}</span>
    </Scale>
  );
}
