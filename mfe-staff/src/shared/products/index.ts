export { stockApi, useGetInventoryQuery } from './api/stock-api';
export { StockDialog } from './components/stock-dialog';
export { BulkStockDialog } from './components/bulk-stock-dialog';
export { UpdateStockButton } from './components/update-stock-button';
export {
  hasOptions,
  labelOf,
  lowVariants,
  stockStatus,
  variantName,
  variantsOnSale,
} from './model/variant-stock';
