// Unit tests: 30 s per test. The first test of a file pays for loading antd and the page on a
// 2-core CI machine running other suites beside it (a forms page took 16 s there); jest's 5 s
// default failed such a test though nothing was wrong. Nothing here is a timing assertion.
jest.setTimeout(30_000);
