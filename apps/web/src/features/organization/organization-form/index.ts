export { OrganizationForm, type OrganizationFormProps } from './organization-form';
