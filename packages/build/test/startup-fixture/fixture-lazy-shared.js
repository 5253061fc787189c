export const later = 'later';
