// The public entry of the account's portfolios (issue 17, decision 0044): «Моё портфолио».
export { PortfolioView } from './PortfolioView';
export { PortfolioForm } from './PortfolioForm';
export { createPortfolioApi, portfolioApi, useMyPortfolios, type PortfolioApi } from './api';
export type { Portfolio, PortfolioData, PortfolioStatus } from './types';
