export { Modal, type ModalProps } from './modal';
export { warmUpModal } from './warm-up';
