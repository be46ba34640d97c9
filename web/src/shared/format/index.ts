export { formatPrice, formatNumber } from './price';
export { formatDate, formatDateTime, toDate, MONTHS_GENITIVE, MONTHS_NOMINATIVE, type DateFormat } from './date';
export { toCssColor } from './color';
