interface ImportMetaEnv {
  /** Where the backend lives when it is not the origin serving the app. */
  readonly VITE_API_BASE_URL?: string;
  /** The VAPID public key (base64url) order notifications subscribe with. */
  readonly VITE_PUSH_PUBLIC_KEY?: string;
}

/** package.json's version at build time (vite.config.ts define), e.g. '5.46.3'. */
declare const __APP_VERSION__: string;
