export { Carousel, type CarouselProps } from './Carousel';
// API: the SPEC's home-page timings (banners, hot games), for the portal to pass as props.
export { carouselPresets } from './Carousel';
