export { Carousel, carouselPresets, type CarouselProps } from './Carousel';
