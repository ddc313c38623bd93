export { StatusBadge, type StatusBadgeProps } from './status-badge';
export { statusMaps, statusTone, type StatusKind } from './status-maps';
