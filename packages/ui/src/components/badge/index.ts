export { Badge, badgeVariants, type BadgeProps, type BadgeTone } from './badge';
