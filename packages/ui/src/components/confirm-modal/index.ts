export { ConfirmModal, type ConfirmModalProps } from './confirm-modal';
