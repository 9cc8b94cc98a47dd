process.env.GEMSTORE_TEST_BACKEND = 'pglite';
