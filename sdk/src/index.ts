export * from './contracts/contract.js';
