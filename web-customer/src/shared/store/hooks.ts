import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';

// Features select with slice-local state types (structural), so they never import the app's RootState.
export type AppThunkDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
export const useAppDispatch = useDispatch.withTypes<AppThunkDispatch>();
export { useSelector as useAppSelector } from 'react-redux';
