import '@storefront/ui/styles/console-frame.css';
import { ConsoleLayout } from './console-layout';

export { preload } from './routes';

/** The store console's whole routed area, mounted under /operator (console-routes.tsx). */
export default function App() {
  return <ConsoleLayout />;
}
