// Module declarations for non-code imports handled by webpack (CSS extracted to files, asset modules).
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
