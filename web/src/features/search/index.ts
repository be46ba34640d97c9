// The public entry of the search feature: what other features may use (decision 0023).
export { HeaderSearch } from './HeaderSearch';
