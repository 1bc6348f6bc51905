import { defineConfig } from 'vitest/config';
export default defineConfig({
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  test: { include: ['src/**/*.test.ts'] },
});
