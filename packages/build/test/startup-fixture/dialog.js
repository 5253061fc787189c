import './dialog.css';

export const dialog = 'dialog';
