export const help = 'help';
