// A real browser against a real server: allow for a slow CI machine (never a timing assertion).
jest.setTimeout(90000);
