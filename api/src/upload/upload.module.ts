import { Inject, Module, type OnModuleDestroy } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { SlidingWindowLimiter } from '../common/rate-limit/sliding-window-limiter.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FILE_STORAGE, type FileStorage } from './storage/file-storage.js';
import { PostgresStorage } from './storage/postgres.storage.js';
import { S3Storage } from './storage/s3.storage.js';
import { UploadController } from './upload.controller.js';
import { UploadEntity } from './upload.entity.js';
import { UPLOAD_CLOCK, UploadService, type UploadClock } from './upload.service.js';

/** The FileStorage that STORAGE_DRIVER names (checked by loadConfig). */
export function createFileStorage(config: AppConfig, dataSource: DataSource): FileStorage {
  switch (config.upload.storageDriver) {
    case 'postgres':
      return new PostgresStorage(dataSource);
    case 's3':
      if (!config.upload.s3) throw new Error('STORAGE_DRIVER=s3 without S3 settings');
      return S3Storage.create(config.upload.s3);
  }
}

/** File uploads: POST /api/upload, GET /api/upload/:fileId. Exports UploadService (urlFor, find). */
@Module({
  imports: [TypeOrmModule.forFeature([UploadEntity])],
  controllers: [UploadController],
  providers: [
    UploadService,
    SlidingWindowLimiter,
    { provide: FILE_STORAGE, useFactory: createFileStorage, inject: [APP_CONFIG, DataSource] },
    { provide: UPLOAD_CLOCK, useValue: (() => Date.now()) satisfies UploadClock },
  ],
  exports: [UploadService],
})
export class UploadModule implements OnModuleDestroy {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  async onModuleDestroy(): Promise<void> {
    await this.storage.close?.();
  }
}
