import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/data-provider';

// The data provider with the back office's own calls (decisions, proof image, audit).
export const useAppDataProvider = () => useDataProvider<AppDataProvider>();
