// MSW's request handlers for the mock backend (`@specrun/runtime/backend/msw`), apart from the
// backend itself: they bring MSW, which the page needs only to serve the calls through its
// service worker.
export { mockHandlers } from './mockHandlers.ts';
