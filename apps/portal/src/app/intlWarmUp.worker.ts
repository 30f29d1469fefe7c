// Chromium loads the list of locales Intl's number formats support the first time a page makes
// one (40-110 ms at 4x CPU), and keeps it for the whole renderer process. Made here, in a worker of
// the same process, that cost runs beside the main thread instead of on it; the formats the page
// makes after it take a few milliseconds each.
new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(0);
self.close();
