import { greet } from 'fixture-shared';
import './frame.css';

document.body.textContent = greet('startup');
// A lazy part: must not be preloaded.
document.body.addEventListener('click', () => import('./dialog'));
