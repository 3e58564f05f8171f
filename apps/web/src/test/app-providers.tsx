// Feature tests render inside the app's real providers; features themselves never import app/.
export { AppProviders } from '../app/providers/app-providers';
