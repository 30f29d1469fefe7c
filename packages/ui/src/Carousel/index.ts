export { Carousel, carouselPresets, type CarouselProps } from './Carousel';
export { useReducedMotion } from './useReducedMotion';
