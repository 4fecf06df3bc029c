import { createContext, useContext } from 'react';
import type { AppData } from '../../shared/app-data.ts';

export const AppDataContext = createContext<AppData | null>(null);

export function useAppData(): AppData {
  const data = useContext(AppDataContext);
  if (!data) throw new Error('useAppData outside AppDataContext');
  return data;
}
