export * from './AnnouncementPopup';
