/**
 * The eligibility rules as the products, dosage and review pages use them (the engine's offer, carts and dose
 * schedules, and the products page's choices), and the values the answers give that the review shows (BMI, the
 * flow's calculations). `useOffer` loads this module while the order and its flow document are fetched, so neither
 * these pages' own code nor the route table every page loads carries the rules.
 */
export { calculatedValuesOf, cartViolation, doseSchedule, offerFor } from '@telehealth/engine';
export { allowedChoice, chooseProduct, listedProducts } from './lib/offer';
