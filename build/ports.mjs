// Where each part of the shop listens when run on one machine (npm start, npm run dev, e2e use their own).
export const shellPort = 3000;
export const apiPort = 4000;
export const mailPort = { smtp: 1025, web: 1080 };
export const remotePorts = { catalogue: 3001, account: 3002, checkout: 3003, contact: 3004 };
