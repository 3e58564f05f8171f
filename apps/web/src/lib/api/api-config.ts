const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Where the API lives: `/api` on the app's own origin (what `npm start` serves), or another origin set at build
 * time with VITE_API_URL (for example https://api.example.org/api) when the API is hosted apart from the app.
 */
export const API_BASE_URL = trimSlash(import.meta.env.VITE_API_URL || '/api');
