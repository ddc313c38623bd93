export { Skeleton, type SkeletonProps } from './skeleton';
