export { fileStorageOf, type StorageConfig, storageConfigSchema } from "./storage/config";
export { diskStorage } from "./storage/disk";
export type { FileStorage } from "./storage/file-storage";
export { type S3StorageOptions, s3Storage } from "./storage/s3";
