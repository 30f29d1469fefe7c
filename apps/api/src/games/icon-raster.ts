import sharp from 'sharp';
import { dropOldest } from '../cache/drop-oldest';

/** Icons kept encoded (about 2 KB each): the lobby pages, home lanes and winners people open. */
const MAX_ICONS = 2_000;

/**
 * Draws a game icon's SVG once as WebP and keeps it; concurrent requests for one icon share the
 * drawing. A browser paints an SVG image on the page's main thread as a document of its own (style,
 * layout and paint, 3-5 ms an icon on a phone-class CPU) and the home and the lobbies show dozens,
 * while a raster image decodes beside the main thread, as the icons a game vendor serves do.
 */
export function createIconRasteriser(
  maxIcons = MAX_ICONS,
): (key: string, draw: () => string) => Promise<Buffer> {
  const encoded = new Map<string, Promise<Buffer>>();
  return (key, draw) => {
    const cached = encoded.get(key);
    if (cached) return cached;
    const webp = sharp(Buffer.from(draw())).webp({ quality: 60 }).toBuffer();
    encoded.set(key, webp);
    webp.catch(() => encoded.delete(key));
    dropOldest(encoded, () => encoded.size > maxIcons);
    return webp;
  };
}
