/**
 * `@telehealth/engine/testing`: flows for the tests and benchmarks of every package — a seeded generator of valid
 * intakes of any size and a small hand-written intake. Product code never imports it (lint).
 */
export { INTAKE_STEPS, generateFlow, seededRandom, type GenerateFlowOptions } from './generate-flow.js';
export { choices, question, smallFlow } from './small-flow.js';
