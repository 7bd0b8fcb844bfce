// The entry of a remote's production build besides its exposed pages: nothing (its page is a static notice, production-notice.ts).
export {};
