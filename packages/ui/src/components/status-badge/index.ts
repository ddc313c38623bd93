export { StatusBadge, type StatusBadgeProps } from './status-badge';
export {
  getStatus,
  statusMaps,
  statusOptions,
  UNKNOWN_STATUS,
  type StatusEntry,
  type StatusKind,
} from './status-maps';
