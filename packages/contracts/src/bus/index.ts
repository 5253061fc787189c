// The typed event bus between apps and tabs.
export * from './events';
export * from './bus';
