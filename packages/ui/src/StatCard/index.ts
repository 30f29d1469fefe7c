export { StatCard, statCardHintTones, type StatCardProps } from './StatCard';
