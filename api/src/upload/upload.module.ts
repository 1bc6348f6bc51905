import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FILE_STORAGE, type FileStorage } from './storage/file-storage.js';
import { LocalDiskStorage } from './storage/local-disk.storage.js';
import { UploadController } from './upload.controller.js';
import { UploadEntity } from './upload.entity.js';
import { UPLOAD_CLOCK, UploadService, type UploadClock } from './upload.service.js';

/** The FileStorage that STORAGE_DRIVER names (checked by loadConfig: only `local` exists so far). */
export function createFileStorage(config: AppConfig): FileStorage {
  switch (config.upload.storageDriver) {
    case 'local':
      return new LocalDiskStorage(config.upload.dir);
  }
}

/** File uploads: POST /api/upload, GET /api/upload/:fileId. Exports UploadService (urlFor, find). */
@Module({
  imports: [TypeOrmModule.forFeature([UploadEntity])],
  controllers: [UploadController],
  providers: [
    UploadService,
    { provide: FILE_STORAGE, useFactory: createFileStorage, inject: [APP_CONFIG] },
    { provide: UPLOAD_CLOCK, useValue: (() => Date.now()) satisfies UploadClock },
  ],
  exports: [UploadService],
})
export class UploadModule {}
