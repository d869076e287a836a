import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '#contracts/rules/uploads.ts';
import { sharedPlugin } from '../plugin.ts';
import { UploadStore } from '../uploads/upload-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The documents buyers upload, on disk in a temporary folder removed when the server closes (or kept: FAKE_STATE_FILE),
     * and the room they take (`uploads.space`: each visitor's quota, the server's disk cap).
     */
    uploads: UploadStore;
    /** The largest file pushFilesToPedido accepts (MAX_UPLOAD_BYTES unless the server was built with another). */
    uploadLimitBytes: number;
  }
}

/** multipart/form-data parsing (streamed: nothing is buffered), and the upload folder with its cleanup. */
export const uploadsPlugin = sharedPlugin<{
  uploadLimitBytes?: number | undefined;
  uploadQuotaBytes?: number | undefined;
  uploadDiskCapBytes?: number | undefined;
  uploadsDir?: string | undefined;
  /** A folder kept across restarts instead of a temporary one (beside the state file). */
  keptUploadsDir?: string | undefined;
}>(async (app, options) => {
  const uploadLimitBytes = options.uploadLimitBytes ?? MAX_UPLOAD_BYTES;
  await app.register(multipart, { limits: { fileSize: uploadLimitBytes, files: MAX_UPLOAD_FILES, fields: 10, fieldSize: 1000 } });
  const store = new UploadStore(
    options.keptUploadsDir === undefined ? { temporaryIn: options.uploadsDir } : { kept: options.keptUploadsDir },
    { quotaBytes: options.uploadQuotaBytes, diskCapBytes: options.uploadDiskCapBytes },
  );
  app.decorate('uploads', store);
  app.decorate('uploadLimitBytes', uploadLimitBytes);
  app.addHook('onClose', async () => store.clean());
});
