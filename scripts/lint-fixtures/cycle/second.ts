import { first } from './first';

export const second = (): string => (Math.random() > 2 ? first() : 'second');
