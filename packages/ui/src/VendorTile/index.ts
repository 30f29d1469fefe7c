export { VendorTile, type VendorTileProps } from './VendorTile';
