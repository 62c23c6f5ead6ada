// Kept where the work feature imports it from; the rules live in lib, shared with /trade's calculator.
export { parsePoundsToPence, penceToPoundsInput } from '../../lib/pounds';
