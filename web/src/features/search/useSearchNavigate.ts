import { useCallback } from 'react';
import { usePlatformNavigate } from '../../app/usePlatformNavigate';
import { searchTarget } from './searchLink';

/** Goes to the results page of the main area for a phrase (from any area). */
export function useSearchNavigate(): (text: string) => void {
  const { toRoute } = usePlatformNavigate();
  return useCallback((text: string) => toRoute(searchTarget(text.trim())), [toRoute]);
}
