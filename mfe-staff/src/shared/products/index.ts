export { stockApi, useGetInventoryQuery } from './api/stock-api';
export { StockDialog } from './components/stock-dialog';
export { BulkStockDialog } from './components/bulk-stock-dialog';
export { UpdateStockButton } from './components/update-stock-button';
