/**
 * The examples of the API reference are the contract examples the tests share (contracts/src/testing/), each checked
 * against its schema by examples.test.ts: the only product module allowed to import them (eslint.config.js), since
 * the reference exists only in fake mode, where the fake backend is itself a tool for tests and developers.
 */
export { adminRequestExamples, adminResponseExamples } from '#contracts/testing/admin-examples.ts';
export { requestExamples } from '#contracts/testing/request-examples.ts';
export { responseExamples } from '#contracts/testing/response-examples.ts';
