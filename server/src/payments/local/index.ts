export * from './cards';
export * from './page';
export * from './provider';
export * from './routes';
