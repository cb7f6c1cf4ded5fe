import styled from 'styled-components';
import { CheckboxRow } from '@coffee/ui';

const Row = styled(CheckboxRow)`
  margin: 0 0 1rem;
  font-weight: 600;
`;

/** "Send as a gift": swaps the subscribe form for the prepaid gift form. */
export function GiftToggle({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Row>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      Send as a gift
    </Row>
  );
}
