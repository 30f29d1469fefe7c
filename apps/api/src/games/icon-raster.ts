import sharp from 'sharp';
import { ReadCache } from '../cache/read-cache';
import { systemClock } from '../clock';

/** Icons kept encoded (about 2 KB each): the lobby pages, home lanes and winners people open. */
const MAX_ICONS = 2_000;

/**
 * Draws a game icon's SVG once as WebP and keeps it under `key`, which names everything the drawing
 * depends on, so a kept icon never goes stale. A browser paints an SVG image on the page's main
 * thread as a document of its own (style, layout and paint, 3-5 ms an icon on a phone-class CPU) and
 * the home and the lobbies show dozens, while a raster image decodes beside the main thread, as the
 * icons a game vendor serves do.
 */
export function createIconRasteriser(
  maxIcons = MAX_ICONS,
): (key: string, draw: () => string) => Promise<Buffer> {
  // Concurrent requests for one icon share its drawing; a failed drawing is not kept.
  const icons = new ReadCache(systemClock, Number.POSITIVE_INFINITY, maxIcons);
  return (key, draw) => icons.get(key, () => sharp(Buffer.from(draw())).webp({ quality: 60 }).toBuffer());
}
