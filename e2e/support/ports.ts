/** The e2e shop listens on its own ports so a running `npm start` (3000-4000) does not collide with tests. */
export const e2ePorts = {
  shell: 3100,
  remotes: { catalogue: 3101, account: 3102, checkout: 3103, contact: 3104 },
  api: 4100,
  smtp: 1125,
  mailWeb: 1180,
} as const;

export const shopUrl = `http://localhost:${e2ePorts.shell}`;
export const apiUrl = `http://localhost:${e2ePorts.api}`;
export const mailUrl = `http://localhost:${e2ePorts.mailWeb}`;
