// React's own floor for the storefront benchmark: react + react-dom rendering one element, built with the
// storefront's Vite config. Whatever a patient page loads beyond this is ours.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(<h1>Hello</h1>);
