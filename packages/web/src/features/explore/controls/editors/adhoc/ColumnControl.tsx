export { ColumnControl } from './ColumnsControl';
