export { OrganizationStatus, type OrganizationStatusProps } from './organization-status';
