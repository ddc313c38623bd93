export { RefreshNotice, type RefreshNoticeProps } from './refresh-notice';
