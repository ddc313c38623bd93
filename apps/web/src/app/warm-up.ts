export { warmUpModal } from '@ekran/ui';
