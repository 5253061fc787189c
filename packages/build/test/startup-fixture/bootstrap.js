import { greet } from 'fixture-shared';
import './frame.css';

document.body.textContent = greet('startup');
// A lazy part: must not be preloaded.
document.body.addEventListener('click', () => import('./dialog'));
// A shared module imported lazily: must not be preloaded either.
document.body.addEventListener('keydown', () => import('fixture-lazy-shared'));
