export { formatDuration, VideoList, type VideoListItem, type VideoListProps } from './video-list';
