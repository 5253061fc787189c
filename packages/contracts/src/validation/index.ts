// Validation rules of both specifications: pure predicates, valibot actions and message keys.
export * from './messages';
export * from './required';
export * from './taiwan-ids';
export * from './phone';
export * from './bid';
export * from './quantity';
export * from './password';
export * from './actions';
export * from './issues';
