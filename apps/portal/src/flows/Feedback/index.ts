export * from './FeedbackForm';
