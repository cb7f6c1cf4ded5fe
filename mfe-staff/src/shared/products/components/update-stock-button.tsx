import { Button } from '@coffee/ui';

/** A product row's 'Update Stock': it opens the stock dialog and names the product it is for. */
export function UpdateStockButton({
  describedBy,
  onClick,
}: {
  /** The id of the product's name in its row. */
  describedBy: string;
  onClick: () => void;
}) {
  return (
    <Button $variant="outline" $size="sm" aria-describedby={describedBy} onClick={onClick}>
      Update Stock
    </Button>
  );
}
