export const greet = (name) => `hello ${name}`;
