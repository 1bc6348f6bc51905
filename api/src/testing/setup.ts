// Runs before every test file of @telehealth/api (vitest setupFiles).
import 'reflect-metadata';

import { Logger } from '@nestjs/common';

// Quiet by default; errors still show.
Logger.overrideLogger(['error', 'fatal']);
