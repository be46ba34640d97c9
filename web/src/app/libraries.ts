/**
 * The libraries the app runs on, as one chunk boot evaluates before the app (src/boot.ts,
 * decision 0035): evaluated together they made one long task on a phone, apart two shorter ones.
 */
export { hydrateRoot } from 'react-dom/client';
export { RouterProvider } from 'react-router';
export { QueryClient } from '@tanstack/react-query';
