import { useSyncExternalStore } from 'react';
import { getPushStatus, subscribePushStatus } from './push-connection';

export const usePushStatus = () => useSyncExternalStore(subscribePushStatus, getPushStatus);
