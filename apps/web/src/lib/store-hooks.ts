import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';

/**
 * The store's state as the features see it, without importing app/ (which builds the store from the features):
 * each slice adds its part next to itself, `declare module '@/lib/store-hooks' { interface StoreState { … } }`,
 * and app/store.ts checks that the store it builds has this shape.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface StoreState {}

/** Dispatches actions and thunks (the thunk middleware is in every store this app builds). */
export type StoreDispatch = ThunkDispatch<StoreState, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<StoreDispatch>();
export const useAppSelector = useSelector.withTypes<StoreState>();
