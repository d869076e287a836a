interface ImportMetaEnv {
  /** Where the backend lives when it is not the origin serving the app. */
  readonly VITE_API_BASE_URL?: string;
}
